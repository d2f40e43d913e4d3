/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Promo_TrustedInputs */

const en_shell_promo_trusted = /** @type {(inputs: Shell_Promo_TrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted by more than 1 Crore Indians`)
};

const hi_shell_promo_trusted = /** @type {(inputs: Shell_Promo_TrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 करोड़ से ज़्यादा भारतीयों का भरोसा`)
};

/**
* | output |
* | --- |
* | "Trusted by more than 1 Crore Indians" |
*
* @param {Shell_Promo_TrustedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_promo_trusted = /** @type {((inputs?: Shell_Promo_TrustedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_TrustedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_promo_trusted(inputs)
	return en_shell_promo_trusted(inputs)
});