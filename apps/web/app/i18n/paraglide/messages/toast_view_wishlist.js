/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_View_WishlistInputs */

const en_toast_view_wishlist = /** @type {(inputs: Toast_View_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View wishlist`)
};

const hi_toast_view_wishlist = /** @type {(inputs: Toast_View_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशलिस्ट देखें`)
};

/**
* | output |
* | --- |
* | "View wishlist" |
*
* @param {Toast_View_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const toast_view_wishlist = /** @type {((inputs?: Toast_View_WishlistInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_View_WishlistInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_toast_view_wishlist(inputs)
	return en_toast_view_wishlist(inputs)
});