/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Profile_MenuInputs */

const en_shell_profile_menu = /** @type {(inputs: Shell_Profile_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile menu`)
};

const hi_shell_profile_menu = /** @type {(inputs: Shell_Profile_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल मेन्यू`)
};

/**
* | output |
* | --- |
* | "Profile menu" |
*
* @param {Shell_Profile_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_profile_menu = /** @type {((inputs?: Shell_Profile_MenuInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Profile_MenuInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_profile_menu(inputs)
	return en_shell_profile_menu(inputs)
});