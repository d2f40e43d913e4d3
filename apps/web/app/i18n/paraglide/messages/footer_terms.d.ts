export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_TermsInputs = {};
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_terms: ((inputs?: Footer_TermsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TermsInputs, {
    locale?: "en" | "hi";
}, {}>;
