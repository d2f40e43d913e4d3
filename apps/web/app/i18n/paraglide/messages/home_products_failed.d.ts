export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Products_FailedInputs = {};
/**
* | output |
* | --- |
* | "Failed to load products. Please try again later." |
*
* @param {Home_Products_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_products_failed: ((inputs?: Home_Products_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Products_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
