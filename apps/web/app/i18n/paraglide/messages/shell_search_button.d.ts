export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Search_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_Search_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_search_button: ((inputs?: Shell_Search_ButtonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_ButtonInputs, {
    locale?: "en" | "hi";
}, {}>;
