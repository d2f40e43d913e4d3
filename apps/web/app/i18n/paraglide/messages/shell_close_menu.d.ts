export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Close_MenuInputs = {};
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_close_menu: ((inputs?: Shell_Close_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Close_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
