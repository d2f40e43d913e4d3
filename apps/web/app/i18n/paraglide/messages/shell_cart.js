/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_CartInputs */

const en_shell_cart = /** @type {(inputs: Shell_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart`)
};

const hi_shell_cart = /** @type {(inputs: Shell_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्ट`)
};

/**
* | output |
* | --- |
* | "Cart" |
*
* @param {Shell_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_cart = /** @type {((inputs?: Shell_CartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_CartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_cart(inputs)
	return en_shell_cart(inputs)
});