/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Card_Add_To_Cart_OfInputs */

const en_card_add_to_cart_of = /** @type {(inputs: Card_Add_To_Cart_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add to Cart: ${i?.name}`)
};

const hi_card_add_to_cart_of = /** @type {(inputs: Card_Add_To_Cart_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कार्ट में डालें: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Add to Cart: {name}" |
*
* @param {Card_Add_To_Cart_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_add_to_cart_of = /** @type {((inputs: Card_Add_To_Cart_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_To_Cart_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_add_to_cart_of(inputs)
	return en_card_add_to_cart_of(inputs)
});