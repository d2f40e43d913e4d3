/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SupportInputs */

const en_footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer Support`)
};

const hi_footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कस्टमर सपोर्ट`)
};

/**
* | output |
* | --- |
* | "Customer Support" |
*
* @param {Footer_SupportInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_support = /** @type {((inputs?: Footer_SupportInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SupportInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_support(inputs)
	return en_footer_support(inputs)
});