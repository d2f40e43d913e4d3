/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Quick_LinksInputs */

const en_footer_quick_links = /** @type {(inputs: Footer_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Links`)
};

const hi_footer_quick_links = /** @type {(inputs: Footer_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ज़रूरी लिंक`)
};

/**
* | output |
* | --- |
* | "Quick Links" |
*
* @param {Footer_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_quick_links = /** @type {((inputs?: Footer_Quick_LinksInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Quick_LinksInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_quick_links(inputs)
	return en_footer_quick_links(inputs)
});