export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Out_Of_FiveInputs = {};
/**
* | output |
* | --- |
* | "out of 5 stars" |
*
* @param {Card_Out_Of_FiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const card_out_of_five: ((inputs?: Card_Out_Of_FiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Out_Of_FiveInputs, {
    locale?: "en" | "hi";
}, {}>;
