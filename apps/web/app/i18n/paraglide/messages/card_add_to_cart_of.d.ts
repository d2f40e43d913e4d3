export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Add_To_Cart_OfInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Add to Cart: {name}" |
*
* @param {Card_Add_To_Cart_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const card_add_to_cart_of: ((inputs: Card_Add_To_Cart_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_To_Cart_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
