export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_OrdersInputs = {};
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Footer_OrdersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_orders: ((inputs?: Footer_OrdersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_OrdersInputs, {
    locale?: "en" | "hi";
}, {}>;
