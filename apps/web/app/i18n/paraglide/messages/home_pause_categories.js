/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pause_CategoriesInputs */

const en_home_pause_categories = /** @type {(inputs: Home_Pause_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause categories`)
};

const hi_home_pause_categories = /** @type {(inputs: Home_Pause_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैटेगरी रोकें`)
};

/**
* | output |
* | --- |
* | "Pause categories" |
*
* @param {Home_Pause_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_pause_categories = /** @type {((inputs?: Home_Pause_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pause_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_pause_categories(inputs)
	return en_home_pause_categories(inputs)
});