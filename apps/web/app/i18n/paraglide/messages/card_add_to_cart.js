/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Add_To_CartInputs */

const en_card_add_to_cart = /** @type {(inputs: Card_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to Cart`)
};

const hi_card_add_to_cart = /** @type {(inputs: Card_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्ट में डालें`)
};

/**
* | output |
* | --- |
* | "Add to Cart" |
*
* @param {Card_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_add_to_cart = /** @type {((inputs?: Card_Add_To_CartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_To_CartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_add_to_cart(inputs)
	return en_card_add_to_cart(inputs)
});