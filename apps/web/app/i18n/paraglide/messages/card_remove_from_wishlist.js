/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Card_Remove_From_WishlistInputs */

const en_card_remove_from_wishlist = /** @type {(inputs: Card_Remove_From_WishlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from wishlist`)
};

const hi_card_remove_from_wishlist = /** @type {(inputs: Card_Remove_From_WishlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} को विशलिस्ट से हटाएँ`)
};

/**
* | output |
* | --- |
* | "Remove {name} from wishlist" |
*
* @param {Card_Remove_From_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_remove_from_wishlist = /** @type {((inputs: Card_Remove_From_WishlistInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Remove_From_WishlistInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_remove_from_wishlist(inputs)
	return en_card_remove_from_wishlist(inputs)
});