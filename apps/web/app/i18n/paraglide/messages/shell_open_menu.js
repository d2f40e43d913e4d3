/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Open_MenuInputs */

const en_shell_open_menu = /** @type {(inputs: Shell_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const hi_shell_open_menu = /** @type {(inputs: Shell_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेन्यू खोलें`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Shell_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_open_menu = /** @type {((inputs?: Shell_Open_MenuInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Open_MenuInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_open_menu(inputs)
	return en_shell_open_menu(inputs)
});