/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_MenuInputs */

const en_shell_menu = /** @type {(inputs: Shell_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const hi_shell_menu = /** @type {(inputs: Shell_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेन्यू`)
};

/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_menu = /** @type {((inputs?: Shell_MenuInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_MenuInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_menu(inputs)
	return en_shell_menu(inputs)
});