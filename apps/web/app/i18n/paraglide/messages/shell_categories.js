/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_CategoriesInputs */

const en_shell_categories = /** @type {(inputs: Shell_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

const hi_shell_categories = /** @type {(inputs: Shell_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैटेगरी`)
};

/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Shell_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_categories = /** @type {((inputs?: Shell_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_categories(inputs)
	return en_shell_categories(inputs)
});