export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Scroll_To_TopInputs = {};
/**
* | output |
* | --- |
* | "Scroll to top" |
*
* @param {Shell_Scroll_To_TopInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_scroll_to_top: ((inputs?: Shell_Scroll_To_TopInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Scroll_To_TopInputs, {
    locale?: "en" | "hi";
}, {}>;
