export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Mobile_MenuInputs = {};
/**
* | output |
* | --- |
* | "Mobile menu" |
*
* @param {Shell_Mobile_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_mobile_menu: ((inputs?: Shell_Mobile_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Mobile_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
