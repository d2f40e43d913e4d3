/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Explore_CategoriesInputs */

const en_home_explore_categories = /** @type {(inputs: Home_Explore_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Our Categories`)
};

const hi_home_explore_categories = /** @type {(inputs: Home_Explore_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी कैटेगरी देखें`)
};

/**
* | output |
* | --- |
* | "Explore Our Categories" |
*
* @param {Home_Explore_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_explore_categories = /** @type {((inputs?: Home_Explore_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Explore_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_explore_categories(inputs)
	return en_home_explore_categories(inputs)
});