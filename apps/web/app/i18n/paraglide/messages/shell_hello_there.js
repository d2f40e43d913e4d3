/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Hello_ThereInputs */

const en_shell_hello_there = /** @type {(inputs: Shell_Hello_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello, there`)
};

const hi_shell_hello_there = /** @type {(inputs: Shell_Hello_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नमस्ते`)
};

/**
* | output |
* | --- |
* | "Hello, there" |
*
* @param {Shell_Hello_ThereInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_hello_there = /** @type {((inputs?: Shell_Hello_ThereInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Hello_ThereInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_hello_there(inputs)
	return en_shell_hello_there(inputs)
});