export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_My_AccountInputs = {};
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_my_account: ((inputs?: Footer_My_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_My_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
