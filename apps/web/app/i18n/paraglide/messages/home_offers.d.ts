export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_OffersInputs = {};
/**
* | output |
* | --- |
* | "Offers" |
*
* @param {Home_OffersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_offers: ((inputs?: Home_OffersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_OffersInputs, {
    locale?: "en" | "hi";
}, {}>;
