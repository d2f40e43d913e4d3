export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Pause_CategoriesInputs = {};
/**
* | output |
* | --- |
* | "Pause categories" |
*
* @param {Home_Pause_CategoriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_pause_categories: ((inputs?: Home_Pause_CategoriesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pause_CategoriesInputs, {
    locale?: "en" | "hi";
}, {}>;
