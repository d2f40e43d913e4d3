export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_ItemsInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | * | "{count} items" |
*
* @param {Shell_ItemsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_items: ((inputs: Shell_ItemsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ItemsInputs, {
    locale?: "en" | "hi";
}, {}>;
