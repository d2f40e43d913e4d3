export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Add_To_CartInputs = {};
/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Footer_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_add_to_cart: ((inputs?: Footer_Add_To_CartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Add_To_CartInputs, {
    locale?: "en" | "hi";
}, {}>;
