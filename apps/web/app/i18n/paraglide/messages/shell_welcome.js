/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_WelcomeInputs */

const en_shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

const hi_shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्वागत है`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Shell_WelcomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_welcome = /** @type {((inputs?: Shell_WelcomeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WelcomeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_welcome(inputs)
	return en_shell_welcome(inputs)
});