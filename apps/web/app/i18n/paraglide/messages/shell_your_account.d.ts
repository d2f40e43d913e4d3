export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Your_AccountInputs = {};
/**
* | output |
* | --- |
* | "Your Account" |
*
* @param {Shell_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_your_account: ((inputs?: Shell_Your_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Your_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
