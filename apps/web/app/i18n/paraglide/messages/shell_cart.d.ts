export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_CartInputs = {};
/**
* | output |
* | --- |
* | "Cart" |
*
* @param {Shell_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_cart: ((inputs?: Shell_CartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_CartInputs, {
    locale?: "en" | "hi";
}, {}>;
