export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Sold_ByInputs = {
    seller: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Sold by {seller}." |
*
* @param {Footer_Sold_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_sold_by: ((inputs: Footer_Sold_ByInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Sold_ByInputs, {
    locale?: "en" | "hi";
}, {}>;
