export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Promo_DeliveryInputs = {};
/**
* | output |
* | --- |
* | "Pay on Delivery \| Free Delivery" |
*
* @param {Shell_Promo_DeliveryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_promo_delivery: ((inputs?: Shell_Promo_DeliveryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_DeliveryInputs, {
    locale?: "en" | "hi";
}, {}>;
