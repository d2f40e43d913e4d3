/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Scroll_To_TopInputs */

const en_shell_scroll_to_top = /** @type {(inputs: Shell_Scroll_To_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll to top`)
};

const hi_shell_scroll_to_top = /** @type {(inputs: Shell_Scroll_To_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऊपर जाएँ`)
};

/**
* | output |
* | --- |
* | "Scroll to top" |
*
* @param {Shell_Scroll_To_TopInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_scroll_to_top = /** @type {((inputs?: Shell_Scroll_To_TopInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Scroll_To_TopInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_scroll_to_top(inputs)
	return en_shell_scroll_to_top(inputs)
});