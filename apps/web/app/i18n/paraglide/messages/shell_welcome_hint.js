/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Welcome_HintInputs */

const en_shell_welcome_hint = /** @type {(inputs: Shell_Welcome_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To access your account and orders`)
};

const hi_shell_welcome_hint = /** @type {(inputs: Shell_Welcome_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपना अकाउंट और ऑर्डर देखने के लिए`)
};

/**
* | output |
* | --- |
* | "To access your account and orders" |
*
* @param {Shell_Welcome_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_welcome_hint = /** @type {((inputs?: Shell_Welcome_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Welcome_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_welcome_hint(inputs)
	return en_shell_welcome_hint(inputs)
});