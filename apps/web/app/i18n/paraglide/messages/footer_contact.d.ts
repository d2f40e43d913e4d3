export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_ContactInputs = {};
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_contact: ((inputs?: Footer_ContactInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContactInputs, {
    locale?: "en" | "hi";
}, {}>;
