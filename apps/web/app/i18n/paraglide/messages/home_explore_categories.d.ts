export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Explore_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Explore Our Categories" |
*
* @param {Home_Explore_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_explore_categories: ((inputs?: Home_Explore_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Explore_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
