export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Promo_TrustedInputs = {};
/**
* | output |
* | --- |
* | "Trusted by more than 1 Crore Indians" |
*
* @param {Shell_Promo_TrustedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_promo_trusted: ((inputs?: Shell_Promo_TrustedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_TrustedInputs, {
    locale?: "en" | "hi";
}, {}>;
