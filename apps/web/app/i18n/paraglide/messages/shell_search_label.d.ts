export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Search_LabelInputs = {};
/**
* | output |
* | --- |
* | "Search products" |
*
* @param {Shell_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_search_label: ((inputs?: Shell_Search_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
