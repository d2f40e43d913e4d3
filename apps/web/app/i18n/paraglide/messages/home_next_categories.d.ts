export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Next_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Next categories" |
*
* @param {Home_Next_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_next_categories: ((inputs?: Home_Next_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
