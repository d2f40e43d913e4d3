/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Add_To_CartInputs */

const en_footer_add_to_cart = /** @type {(inputs: Footer_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to cart`)
};

const hi_footer_add_to_cart = /** @type {(inputs: Footer_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्ट`)
};

/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Footer_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_add_to_cart = /** @type {((inputs?: Footer_Add_To_CartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Add_To_CartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_add_to_cart(inputs)
	return en_footer_add_to_cart(inputs)
});