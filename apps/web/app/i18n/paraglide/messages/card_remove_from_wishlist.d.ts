export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Remove_From_WishlistInputs = {
    name: NonNullable<unknown>;
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
export declare const card_remove_from_wishlist: ((inputs: Card_Remove_From_WishlistInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Remove_From_WishlistInputs, {
    locale?: "en" | "hi";
}, {}>;
