/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_WishlistInputs */

const en_shell_wishlist = /** @type {(inputs: Shell_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wishlist`)
};

const hi_shell_wishlist = /** @type {(inputs: Shell_WishlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशलिस्ट`)
};

/**
* | output |
* | --- |
* | "Wishlist" |
*
* @param {Shell_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_wishlist = /** @type {((inputs?: Shell_WishlistInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WishlistInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_wishlist(inputs)
	return en_shell_wishlist(inputs)
});