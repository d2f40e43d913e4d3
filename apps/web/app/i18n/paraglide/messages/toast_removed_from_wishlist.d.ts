export type LocalizedString = import('../runtime.js').LocalizedString;
export type Toast_Removed_From_WishlistInputs = {};
/**
* | output |
* | --- |
* | "Removed from wishlist" |
*
* @param {Toast_Removed_From_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const toast_removed_from_wishlist: ((inputs?: Toast_Removed_From_WishlistInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Removed_From_WishlistInputs, {
    locale?: "en" | "hi";
}, {}>;
