export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Welcome_ToInputs = {};
/**
* | output |
* | --- |
* | "Welcome to" |
*
* @param {Home_Welcome_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_welcome_to: ((inputs?: Home_Welcome_ToInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Welcome_ToInputs, {
    locale?: "en" | "hi";
}, {}>;
