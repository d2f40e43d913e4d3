export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Loading_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Loading categories…" |
*
* @param {Shell_Loading_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_loading_categories: ((inputs?: Shell_Loading_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Loading_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
