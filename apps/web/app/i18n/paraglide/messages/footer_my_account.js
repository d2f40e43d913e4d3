/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_My_AccountInputs */

const en_footer_my_account = /** @type {(inputs: Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

const hi_footer_my_account = /** @type {(inputs: Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरा अकाउंट`)
};

/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_my_account = /** @type {((inputs?: Footer_My_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_My_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_my_account(inputs)
	return en_footer_my_account(inputs)
});