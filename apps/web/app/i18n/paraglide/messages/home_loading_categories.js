/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Loading_CategoriesInputs */

const en_home_loading_categories = /** @type {(inputs: Home_Loading_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading categories`)
};

const hi_home_loading_categories = /** @type {(inputs: Home_Loading_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैटेगरी लोड हो रही हैं`)
};

/**
* | output |
* | --- |
* | "Loading categories" |
*
* @param {Home_Loading_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_loading_categories = /** @type {((inputs?: Home_Loading_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Loading_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_loading_categories(inputs)
	return en_home_loading_categories(inputs)
});