/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Play_BannersInputs */

const en_home_play_banners = /** @type {(inputs: Home_Play_BannersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play banners`)
};

const hi_home_play_banners = /** @type {(inputs: Home_Play_BannersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैनर चलाएँ`)
};

/**
* | output |
* | --- |
* | "Play banners" |
*
* @param {Home_Play_BannersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_play_banners = /** @type {((inputs?: Home_Play_BannersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Play_BannersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_play_banners(inputs)
	return en_home_play_banners(inputs)
});