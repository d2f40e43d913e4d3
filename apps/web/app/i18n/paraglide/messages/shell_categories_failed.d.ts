export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Categories_FailedInputs = {};
/**
* | output |
* | --- |
* | "Failed to load categories." |
*
* @param {Shell_Categories_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_categories_failed: ((inputs?: Shell_Categories_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Categories_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
