/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_FeaturedInputs */

const en_home_featured = /** @type {(inputs: Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FEATURED`)
};

const hi_home_featured = /** @type {(inputs: Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ख़ास`)
};

/**
* | output |
* | --- |
* | "FEATURED" |
*
* @param {Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_featured = /** @type {((inputs?: Home_FeaturedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_FeaturedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_featured(inputs)
	return en_home_featured(inputs)
});