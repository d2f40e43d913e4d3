/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seller: NonNullable<unknown> }} Footer_Sold_ByInputs */

const en_footer_sold_by = /** @type {(inputs: Footer_Sold_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sold by ${i?.seller}.`)
};

const hi_footer_sold_by = /** @type {(inputs: Footer_Sold_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`विक्रेता: ${i?.seller}।`)
};

/**
* | output |
* | --- |
* | "Sold by {seller}." |
*
* @param {Footer_Sold_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_sold_by = /** @type {((inputs: Footer_Sold_ByInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Sold_ByInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_sold_by(inputs)
	return en_footer_sold_by(inputs)
});