export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Original_PriceInputs = {};
/**
* | output |
* | --- |
* | "Original price" |
*
* @param {Card_Original_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const card_original_price: ((inputs?: Card_Original_PriceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Original_PriceInputs, {
    locale?: "en" | "hi";
}, {}>;
