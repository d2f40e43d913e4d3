export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Welcome_HintInputs = {};
/**
* | output |
* | --- |
* | "To access your account and orders" |
*
* @param {Shell_Welcome_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_welcome_hint: ((inputs?: Shell_Welcome_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Welcome_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
