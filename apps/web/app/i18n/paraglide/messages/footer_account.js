/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_AccountInputs */

const en_footer_account = /** @type {(inputs: Footer_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const hi_footer_account = /** @type {(inputs: Footer_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अकाउंट`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Footer_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_account = /** @type {((inputs?: Footer_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_account(inputs)
	return en_footer_account(inputs)
});