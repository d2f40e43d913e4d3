export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Play_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Play categories" |
*
* @param {Home_Play_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_play_categories: ((inputs?: Home_Play_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Play_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
