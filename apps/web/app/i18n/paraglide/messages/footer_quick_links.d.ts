export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Quick_LinksInputs = {};
/**
* | output |
* | --- |
* | "Quick Links" |
*
* @param {Footer_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_quick_links: ((inputs?: Footer_Quick_LinksInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Quick_LinksInputs, {
    locale?: "en" | "hi";
}, {}>;
