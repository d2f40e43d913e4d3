export type LocalizedString = import('../runtime.js').LocalizedString;
export type Toast_Added_To_CartInputs = {};
/**
* | output |
* | --- |
* | "Added to cart" |
*
* @param {Toast_Added_To_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const toast_added_to_cart: ((inputs?: Toast_Added_To_CartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Added_To_CartInputs, {
    locale?: "en" | "hi";
}, {}>;
