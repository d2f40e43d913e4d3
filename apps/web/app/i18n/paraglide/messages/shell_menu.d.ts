export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_MenuInputs = {};
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_menu: ((inputs?: Shell_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
