export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_AccountInputs = {};
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Footer_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_account: ((inputs?: Footer_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
