export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_SupportInputs = {};
/**
* | output |
* | --- |
* | "Customer Support" |
*
* @param {Footer_SupportInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_support: ((inputs?: Footer_SupportInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SupportInputs, {
    locale?: "en" | "hi";
}, {}>;
