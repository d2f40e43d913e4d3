/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Search_ButtonInputs */

const en_shell_search_button = /** @type {(inputs: Shell_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const hi_shell_search_button = /** @type {(inputs: Shell_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खोजें`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_Search_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_search_button = /** @type {((inputs?: Shell_Search_ButtonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_ButtonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_search_button(inputs)
	return en_shell_search_button(inputs)
});