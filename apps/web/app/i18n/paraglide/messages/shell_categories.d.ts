export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Shell_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_categories: ((inputs?: Shell_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
