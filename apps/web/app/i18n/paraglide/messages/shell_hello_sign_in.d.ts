export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Hello_Sign_InInputs = {};
/**
* | output |
* | --- |
* | "Hello, Sign in" |
*
* @param {Shell_Hello_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_hello_sign_in: ((inputs?: Shell_Hello_Sign_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Hello_Sign_InInputs, {
    locale?: "en" | "hi";
}, {}>;
