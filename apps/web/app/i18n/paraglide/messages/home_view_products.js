/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_View_ProductsInputs */

const en_home_view_products = /** @type {(inputs: Home_View_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Products`)
};

const hi_home_view_products = /** @type {(inputs: Home_View_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोडक्ट देखें`)
};

/**
* | output |
* | --- |
* | "View Products" |
*
* @param {Home_View_ProductsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_view_products = /** @type {((inputs?: Home_View_ProductsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_ProductsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_view_products(inputs)
	return en_home_view_products(inputs)
});