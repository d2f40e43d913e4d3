export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Loading_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Loading categories" |
*
* @param {Home_Loading_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_loading_categories: ((inputs?: Home_Loading_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Loading_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
