export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_WelcomeInputs = {};
/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Shell_WelcomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_welcome: ((inputs?: Shell_WelcomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WelcomeInputs, {
    locale?: "en" | "hi";
}, {}>;
