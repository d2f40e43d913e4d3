export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_AboutInputs = {};
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_about: ((inputs?: Footer_AboutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AboutInputs, {
    locale?: "en" | "hi";
}, {}>;
