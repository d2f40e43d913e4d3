export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Next_BannerInputs = {};
/**
* | output |
* | --- |
* | "Next banner" |
*
* @param {Home_Next_BannerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_next_banner: ((inputs?: Home_Next_BannerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_BannerInputs, {
    locale?: "en" | "hi";
}, {}>;
