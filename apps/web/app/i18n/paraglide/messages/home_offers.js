/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_OffersInputs */

const en_home_offers = /** @type {(inputs: Home_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offers`)
};

const hi_home_offers = /** @type {(inputs: Home_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑफ़र`)
};

/**
* | output |
* | --- |
* | "Offers" |
*
* @param {Home_OffersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_offers = /** @type {((inputs?: Home_OffersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_OffersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_offers(inputs)
	return en_home_offers(inputs)
});