/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Added_To_WishlistInputs */

const en_toast_added_to_wishlist = /** @type {(inputs: Toast_Added_To_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to wishlist`)
};

const hi_toast_added_to_wishlist = /** @type {(inputs: Toast_Added_To_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशलिस्ट में जोड़ दिया`)
};

/**
* | output |
* | --- |
* | "Added to wishlist" |
*
* @param {Toast_Added_To_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const toast_added_to_wishlist = /** @type {((inputs?: Toast_Added_To_WishlistInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Added_To_WishlistInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_toast_added_to_wishlist(inputs)
	return en_toast_added_to_wishlist(inputs)
});