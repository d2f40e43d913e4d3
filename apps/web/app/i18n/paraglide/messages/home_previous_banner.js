/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Previous_BannerInputs */

const en_home_previous_banner = /** @type {(inputs: Home_Previous_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous banner`)
};

const hi_home_previous_banner = /** @type {(inputs: Home_Previous_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछला बैनर`)
};

/**
* | output |
* | --- |
* | "Previous banner" |
*
* @param {Home_Previous_BannerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_previous_banner = /** @type {((inputs?: Home_Previous_BannerInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Previous_BannerInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_previous_banner(inputs)
	return en_home_previous_banner(inputs)
});