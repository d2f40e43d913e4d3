/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown> }} Home_Go_To_BannerInputs */

const en_home_go_to_banner = /** @type {(inputs: Home_Go_To_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to banner ${i?.index}`)
};

const hi_home_go_to_banner = /** @type {(inputs: Home_Go_To_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बैनर ${i?.index} पर जाएँ`)
};

/**
* | output |
* | --- |
* | "Go to banner {index}" |
*
* @param {Home_Go_To_BannerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_go_to_banner = /** @type {((inputs: Home_Go_To_BannerInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Go_To_BannerInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_go_to_banner(inputs)
	return en_home_go_to_banner(inputs)
});