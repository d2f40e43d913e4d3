export type LocalizedString = import('../runtime.js').LocalizedString;
export type Toast_View_WishlistInputs = {};
/**
* | output |
* | --- |
* | "View wishlist" |
*
* @param {Toast_View_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const toast_view_wishlist: ((inputs?: Toast_View_WishlistInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_View_WishlistInputs, {
    locale?: "en" | "hi";
}, {}>;
