export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Slide_OfInputs = {
    index: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{index} of {count}" |
*
* @param {Home_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_slide_of: ((inputs: Home_Slide_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
