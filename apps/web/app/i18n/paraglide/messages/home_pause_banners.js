/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pause_BannersInputs */

const en_home_pause_banners = /** @type {(inputs: Home_Pause_BannersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause banners`)
};

const hi_home_pause_banners = /** @type {(inputs: Home_Pause_BannersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैनर रोकें`)
};

/**
* | output |
* | --- |
* | "Pause banners" |
*
* @param {Home_Pause_BannersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_pause_banners = /** @type {((inputs?: Home_Pause_BannersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pause_BannersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_pause_banners(inputs)
	return en_home_pause_banners(inputs)
});