export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Pause_BannersInputs = {};
/**
* | output |
* | --- |
* | "Pause banners" |
*
* @param {Home_Pause_BannersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_pause_banners: ((inputs?: Home_Pause_BannersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pause_BannersInputs, {
    locale?: "en" | "hi";
}, {}>;
