/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Search_LabelInputs */

const en_shell_search_label = /** @type {(inputs: Shell_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search products`)
};

const hi_shell_search_label = /** @type {(inputs: Shell_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोडक्ट खोजें`)
};

/**
* | output |
* | --- |
* | "Search products" |
*
* @param {Shell_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_search_label = /** @type {((inputs?: Shell_Search_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_search_label(inputs)
	return en_shell_search_label(inputs)
});