/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shell_Hello_NameInputs */

const en_shell_hello_name = /** @type {(inputs: Shell_Hello_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello, ${i?.name}`)
};

const hi_shell_hello_name = /** @type {(inputs: Shell_Hello_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नमस्ते, ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Hello, {name}" |
*
* @param {Shell_Hello_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_hello_name = /** @type {((inputs: Shell_Hello_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Hello_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_hello_name(inputs)
	return en_shell_hello_name(inputs)
});