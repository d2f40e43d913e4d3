export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_TrendingInputs = {};
/**
* | output |
* | --- |
* | "TRENDING" |
*
* @param {Home_TrendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_trending: ((inputs?: Home_TrendingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TrendingInputs, {
    locale?: "en" | "hi";
}, {}>;
