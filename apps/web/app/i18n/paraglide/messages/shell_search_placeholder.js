/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Search_PlaceholderInputs */

const en_shell_search_placeholder = /** @type {(inputs: Shell_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for products, brands and more`)
};

const hi_shell_search_placeholder = /** @type {(inputs: Shell_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोडक्ट, ब्रांड और बहुत कुछ खोजें`)
};

/**
* | output |
* | --- |
* | "Search for products, brands and more" |
*
* @param {Shell_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_search_placeholder = /** @type {((inputs?: Shell_Search_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_search_placeholder(inputs)
	return en_shell_search_placeholder(inputs)
});