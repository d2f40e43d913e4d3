export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Return_PolicyInputs = {};
/**
* | output |
* | --- |
* | "Return Policy" |
*
* @param {Footer_Return_PolicyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_return_policy: ((inputs?: Footer_Return_PolicyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Return_PolicyInputs, {
    locale?: "en" | "hi";
}, {}>;
