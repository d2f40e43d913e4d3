/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Welcome_ToInputs */

const en_home_welcome_to = /** @type {(inputs: Home_Welcome_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to`)
};

const hi_home_welcome_to = /** @type {(inputs: Home_Welcome_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका स्वागत है`)
};

/**
* | output |
* | --- |
* | "Welcome to" |
*
* @param {Home_Welcome_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_welcome_to = /** @type {((inputs?: Home_Welcome_ToInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Welcome_ToInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_welcome_to(inputs)
	return en_home_welcome_to(inputs)
});