export type LocalizedString = import('../runtime.js').LocalizedString;
export type Toast_View_CartInputs = {};
/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Toast_View_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const toast_view_cart: ((inputs?: Toast_View_CartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_View_CartInputs, {
    locale?: "en" | "hi";
}, {}>;
