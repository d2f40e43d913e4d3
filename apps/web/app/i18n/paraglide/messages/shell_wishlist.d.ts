export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_WishlistInputs = {};
/**
* | output |
* | --- |
* | "Wishlist" |
*
* @param {Shell_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_wishlist: ((inputs?: Shell_WishlistInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WishlistInputs, {
    locale?: "en" | "hi";
}, {}>;
