export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Add_To_WishlistInputs = {
    name: NonNullable<unknown>;
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
export declare const card_add_to_wishlist: ((inputs: Card_Add_To_WishlistInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_To_WishlistInputs, {
    locale?: "en" | "hi";
}, {}>;
