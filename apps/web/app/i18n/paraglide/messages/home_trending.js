/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_TrendingInputs */

const en_home_trending = /** @type {(inputs: Home_TrendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TRENDING`)
};

const hi_home_trending = /** @type {(inputs: Home_TrendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रेंडिंग`)
};

/**
* | output |
* | --- |
* | "TRENDING" |
*
* @param {Home_TrendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_trending = /** @type {((inputs?: Home_TrendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TrendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_trending(inputs)
	return en_home_trending(inputs)
});