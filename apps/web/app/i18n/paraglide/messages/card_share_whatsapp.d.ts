export type LocalizedString = import('../runtime.js').LocalizedString;
export type Card_Share_WhatsappInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Share {name} on WhatsApp" |
*
* @param {Card_Share_WhatsappInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const card_share_whatsapp: ((inputs: Card_Share_WhatsappInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Share_WhatsappInputs, {
    locale?: "en" | "hi";
}, {}>;
