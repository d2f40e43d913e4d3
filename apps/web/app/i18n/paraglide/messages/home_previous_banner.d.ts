export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Previous_BannerInputs = {};
/**
* | output |
* | --- |
* | "Previous banner" |
*
* @param {Home_Previous_BannerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_previous_banner: ((inputs?: Home_Previous_BannerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Previous_BannerInputs, {
    locale?: "en" | "hi";
}, {}>;
