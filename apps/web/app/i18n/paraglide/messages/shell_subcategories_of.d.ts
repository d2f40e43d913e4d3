export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Subcategories_OfInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{name} subcategories" |
*
* @param {Shell_Subcategories_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_subcategories_of: ((inputs: Shell_Subcategories_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Subcategories_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
