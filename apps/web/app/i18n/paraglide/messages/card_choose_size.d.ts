export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Choose_SizeInputs = {};
/**
* | output |
* | --- |
* | "Choose size" |
*
* @param {Card_Choose_SizeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const card_choose_size: ((inputs?: Card_Choose_SizeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Choose_SizeInputs, {
    locale?: "en" | "hi";
}, {}>;
