/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Original_PriceInputs */

const en_card_original_price = /** @type {(inputs: Card_Original_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original price `)
};

const hi_card_original_price = /** @type {(inputs: Card_Original_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`असली कीमत `)
};

/**
* | output |
* | --- |
* | "Original price" |
*
* @param {Card_Original_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_original_price = /** @type {((inputs?: Card_Original_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Original_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_original_price(inputs)
	return en_card_original_price(inputs)
});