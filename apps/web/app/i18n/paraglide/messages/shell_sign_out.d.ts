export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Sign_OutInputs = {};
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_sign_out: ((inputs?: Shell_Sign_OutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sign_OutInputs, {
    locale?: "en" | "hi";
}, {}>;
