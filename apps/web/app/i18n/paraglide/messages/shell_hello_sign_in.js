/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Hello_Sign_InInputs */

const en_shell_hello_sign_in = /** @type {(inputs: Shell_Hello_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello, Sign in`)
};

const hi_shell_hello_sign_in = /** @type {(inputs: Shell_Hello_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नमस्ते, साइन इन करें`)
};

/**
* | output |
* | --- |
* | "Hello, Sign in" |
*
* @param {Shell_Hello_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_hello_sign_in = /** @type {((inputs?: Shell_Hello_Sign_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Hello_Sign_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_hello_sign_in(inputs)
	return en_shell_hello_sign_in(inputs)
});