export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Add_To_CartInputs = {};
/**
* | output |
* | --- |
* | "Add to Cart" |
*
* @param {Card_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const card_add_to_cart: ((inputs?: Card_Add_To_CartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_To_CartInputs, {
    locale?: "en" | "hi";
}, {}>;
