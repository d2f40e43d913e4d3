export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Go_To_BannerInputs = {
    index: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Go to banner {index}" |
*
* @param {Home_Go_To_BannerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_go_to_banner: ((inputs: Home_Go_To_BannerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Go_To_BannerInputs, {
    locale?: "en" | "hi";
}, {}>;
