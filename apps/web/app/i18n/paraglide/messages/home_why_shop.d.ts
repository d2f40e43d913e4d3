export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Why_ShopInputs = {};
/**
* | output |
* | --- |
* | "Why shop with us" |
*
* @param {Home_Why_ShopInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_why_shop: ((inputs?: Home_Why_ShopInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_ShopInputs, {
    locale?: "en" | "hi";
}, {}>;
