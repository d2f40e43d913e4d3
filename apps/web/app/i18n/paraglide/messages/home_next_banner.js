/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Next_BannerInputs */

const en_home_next_banner = /** @type {(inputs: Home_Next_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next banner`)
};

const hi_home_next_banner = /** @type {(inputs: Home_Next_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगला बैनर`)
};

/**
* | output |
* | --- |
* | "Next banner" |
*
* @param {Home_Next_BannerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_next_banner = /** @type {((inputs?: Home_Next_BannerInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_BannerInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_next_banner(inputs)
	return en_home_next_banner(inputs)
});