export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_ProfileInputs = {};
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Shell_ProfileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_profile: ((inputs?: Shell_ProfileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ProfileInputs, {
    locale?: "en" | "hi";
}, {}>;
