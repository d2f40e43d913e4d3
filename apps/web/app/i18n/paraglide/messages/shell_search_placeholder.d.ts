export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Search_PlaceholderInputs = {};
/**
* | output |
* | --- |
* | "Search for products, brands and more" |
*
* @param {Shell_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_search_placeholder: ((inputs?: Shell_Search_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
