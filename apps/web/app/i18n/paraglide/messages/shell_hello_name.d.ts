export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Hello_NameInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Hello, {name}" |
*
* @param {Shell_Hello_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_hello_name: ((inputs: Shell_Hello_NameInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Hello_NameInputs, {
    locale?: "en" | "hi";
}, {}>;
