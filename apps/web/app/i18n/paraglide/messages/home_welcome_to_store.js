/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ store: NonNullable<unknown> }} Home_Welcome_To_StoreInputs */

const en_home_welcome_to_store = /** @type {(inputs: Home_Welcome_To_StoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.store}`)
};

const hi_home_welcome_to_store = /** @type {(inputs: Home_Welcome_To_StoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} में आपका स्वागत है`)
};

/**
* | output |
* | --- |
* | "Welcome to {store}" |
*
* @param {Home_Welcome_To_StoreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_welcome_to_store = /** @type {((inputs: Home_Welcome_To_StoreInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Welcome_To_StoreInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_welcome_to_store(inputs)
	return en_home_welcome_to_store(inputs)
});