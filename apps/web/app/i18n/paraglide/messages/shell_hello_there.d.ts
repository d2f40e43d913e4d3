export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Hello_ThereInputs = {};
/**
* | output |
* | --- |
* | "Hello, there" |
*
* @param {Shell_Hello_ThereInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_hello_there: ((inputs?: Shell_Hello_ThereInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Hello_ThereInputs, {
    locale?: "en" | "hi";
}, {}>;
