/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_ShopInputs */

const en_home_why_shop = /** @type {(inputs: Home_Why_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why shop with us`)
};

const hi_home_why_shop = /** @type {(inputs: Home_Why_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे क्यों खरीदें`)
};

/**
* | output |
* | --- |
* | "Why shop with us" |
*
* @param {Home_Why_ShopInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_why_shop = /** @type {((inputs?: Home_Why_ShopInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_ShopInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_why_shop(inputs)
	return en_home_why_shop(inputs)
});