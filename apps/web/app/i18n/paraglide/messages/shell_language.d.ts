export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_LanguageInputs = {};
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_LanguageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_language: ((inputs?: Shell_LanguageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_LanguageInputs, {
    locale?: "en" | "hi";
}, {}>;
