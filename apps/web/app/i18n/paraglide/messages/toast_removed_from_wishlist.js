/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Removed_From_WishlistInputs */

const en_toast_removed_from_wishlist = /** @type {(inputs: Toast_Removed_From_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from wishlist`)
};

const hi_toast_removed_from_wishlist = /** @type {(inputs: Toast_Removed_From_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशलिस्ट से हटा दिया`)
};

/**
* | output |
* | --- |
* | "Removed from wishlist" |
*
* @param {Toast_Removed_From_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const toast_removed_from_wishlist = /** @type {((inputs?: Toast_Removed_From_WishlistInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Removed_From_WishlistInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_toast_removed_from_wishlist(inputs)
	return en_toast_removed_from_wishlist(inputs)
});