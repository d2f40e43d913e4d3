/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Sign_OutInputs */

const en_shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

const hi_shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइन आउट`)
};

/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_sign_out = /** @type {((inputs?: Shell_Sign_OutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sign_OutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_sign_out(inputs)
	return en_shell_sign_out(inputs)
});