export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Play_BannersInputs = {};
/**
* | output |
* | --- |
* | "Play banners" |
*
* @param {Home_Play_BannersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_play_banners: ((inputs?: Home_Play_BannersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Play_BannersInputs, {
    locale?: "en" | "hi";
}, {}>;
