/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Play_CategoriesInputs */

const en_home_play_categories = /** @type {(inputs: Home_Play_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play categories`)
};

const hi_home_play_categories = /** @type {(inputs: Home_Play_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैटेगरी चलाएँ`)
};

/**
* | output |
* | --- |
* | "Play categories" |
*
* @param {Home_Play_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_play_categories = /** @type {((inputs?: Home_Play_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Play_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_play_categories(inputs)
	return en_home_play_categories(inputs)
});