export type LocalizedString = import('../runtime.js').LocalizedString;
export type Toast_Added_To_WishlistInputs = {};
/**
* | output |
* | --- |
* | "Added to wishlist" |
*
* @param {Toast_Added_To_WishlistInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const toast_added_to_wishlist: ((inputs?: Toast_Added_To_WishlistInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Added_To_WishlistInputs, {
    locale?: "en" | "hi";
}, {}>;
