export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_RightsInputs = {
    store: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "© 2015-2024 {store}. All rights reserved." |
*
* @param {Footer_RightsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_rights: ((inputs: Footer_RightsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RightsInputs, {
    locale?: "en" | "hi";
}, {}>;
