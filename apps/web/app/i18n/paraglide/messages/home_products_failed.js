/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Products_FailedInputs */

const en_home_products_failed = /** @type {(inputs: Home_Products_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load products. Please try again later.`)
};

const hi_home_products_failed = /** @type {(inputs: Home_Products_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोडक्ट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Failed to load products. Please try again later." |
*
* @param {Home_Products_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_products_failed = /** @type {((inputs?: Home_Products_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Products_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_products_failed(inputs)
	return en_home_products_failed(inputs)
});