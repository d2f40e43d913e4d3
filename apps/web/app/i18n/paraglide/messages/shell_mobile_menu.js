/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Mobile_MenuInputs */

const en_shell_mobile_menu = /** @type {(inputs: Shell_Mobile_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile menu`)
};

const hi_shell_mobile_menu = /** @type {(inputs: Shell_Mobile_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल मेन्यू`)
};

/**
* | output |
* | --- |
* | "Mobile menu" |
*
* @param {Shell_Mobile_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_mobile_menu = /** @type {((inputs?: Shell_Mobile_MenuInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Mobile_MenuInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_mobile_menu(inputs)
	return en_shell_mobile_menu(inputs)
});