export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Open_MenuInputs = {};
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Shell_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_open_menu: ((inputs?: Shell_Open_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Open_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
