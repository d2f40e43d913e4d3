export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Welcome_To_StoreInputs = {
    store: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Welcome to {store}" |
*
* @param {Home_Welcome_To_StoreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_welcome_to_store: ((inputs: Home_Welcome_To_StoreInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Welcome_To_StoreInputs, {
    locale?: "en" | "hi";
}, {}>;
