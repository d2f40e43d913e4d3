/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Card_Add_To_WishlistInputs */

const en_card_add_to_wishlist = /** @type {(inputs: Card_Add_To_WishlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.name} to wishlist`)
};

const hi_card_add_to_wishlist = /** @type {(inputs: Card_Add_To_WishlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} को विशलिस्ट में जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add {name} to wishlist" |
*
* @param {Card_Add_To_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_add_to_wishlist = /** @type {((inputs: Card_Add_To_WishlistInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_To_WishlistInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_add_to_wishlist(inputs)
	return en_card_add_to_wishlist(inputs)
});