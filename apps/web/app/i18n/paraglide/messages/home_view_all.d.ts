export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_View_AllInputs = {};
/**
* | output |
* | --- |
* | "View all" |
*
* @param {Home_View_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_view_all: ((inputs?: Home_View_AllInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_AllInputs, {
    locale?: "en" | "hi";
}, {}>;
