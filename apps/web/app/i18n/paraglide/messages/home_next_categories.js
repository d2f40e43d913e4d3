/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Next_CategoriesInputs */

const en_home_next_categories = /** @type {(inputs: Home_Next_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next categories`)
};

const hi_home_next_categories = /** @type {(inputs: Home_Next_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली कैटेगरी`)
};

/**
* | output |
* | --- |
* | "Next categories" |
*
* @param {Home_Next_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_next_categories = /** @type {((inputs?: Home_Next_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_next_categories(inputs)
	return en_home_next_categories(inputs)
});