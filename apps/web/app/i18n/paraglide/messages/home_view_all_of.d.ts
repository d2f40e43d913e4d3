export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_View_All_OfInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "View all {name}" |
*
* @param {Home_View_All_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_view_all_of: ((inputs: Home_View_All_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_All_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
