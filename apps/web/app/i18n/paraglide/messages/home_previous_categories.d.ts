export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Previous_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Previous categories" |
*
* @param {Home_Previous_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_previous_categories: ((inputs?: Home_Previous_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Previous_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
