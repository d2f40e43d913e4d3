/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Previous_CategoriesInputs */

const en_home_previous_categories = /** @type {(inputs: Home_Previous_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous categories`)
};

const hi_home_previous_categories = /** @type {(inputs: Home_Previous_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली कैटेगरी`)
};

/**
* | output |
* | --- |
* | "Previous categories" |
*
* @param {Home_Previous_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_previous_categories = /** @type {((inputs?: Home_Previous_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Previous_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_previous_categories(inputs)
	return en_home_previous_categories(inputs)
});