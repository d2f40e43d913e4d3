/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Your_AccountInputs */

const en_shell_your_account = /** @type {(inputs: Shell_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Account`)
};

const hi_shell_your_account = /** @type {(inputs: Shell_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका अकाउंट`)
};

/**
* | output |
* | --- |
* | "Your Account" |
*
* @param {Shell_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_your_account = /** @type {((inputs?: Shell_Your_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Your_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_your_account(inputs)
	return en_shell_your_account(inputs)
});