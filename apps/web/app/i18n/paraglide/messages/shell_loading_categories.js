/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Loading_CategoriesInputs */

const en_shell_loading_categories = /** @type {(inputs: Shell_Loading_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading categories…`)
};

const hi_shell_loading_categories = /** @type {(inputs: Shell_Loading_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैटेगरी लोड हो रही हैं…`)
};

/**
* | output |
* | --- |
* | "Loading categories…" |
*
* @param {Shell_Loading_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_loading_categories = /** @type {((inputs?: Shell_Loading_CategoriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Loading_CategoriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_loading_categories(inputs)
	return en_shell_loading_categories(inputs)
});