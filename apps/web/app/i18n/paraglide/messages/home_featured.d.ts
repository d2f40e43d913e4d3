export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_FeaturedInputs = {};
/**
* | output |
* | --- |
* | "FEATURED" |
*
* @param {Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_featured: ((inputs?: Home_FeaturedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_FeaturedInputs, {
    locale?: "en" | "hi";
}, {}>;
