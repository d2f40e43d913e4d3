export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Percent_OffInputs = {
    off: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{off}% OFF" |
*
* @param {Card_Percent_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const card_percent_off: ((inputs: Card_Percent_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Percent_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
