/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Return_PolicyInputs */

const en_footer_return_policy = /** @type {(inputs: Footer_Return_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return Policy`)
};

const hi_footer_return_policy = /** @type {(inputs: Footer_Return_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिटर्न पॉलिसी`)
};

/**
* | output |
* | --- |
* | "Return Policy" |
*
* @param {Footer_Return_PolicyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_return_policy = /** @type {((inputs?: Footer_Return_PolicyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Return_PolicyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_return_policy(inputs)
	return en_footer_return_policy(inputs)
});