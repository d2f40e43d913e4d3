export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Shop_By_CategoryInputs = {};
/**
* | output |
* | --- |
* | "Shop by Category" |
*
* @param {Shell_Shop_By_CategoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_shop_by_category: ((inputs?: Shell_Shop_By_CategoryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Shop_By_CategoryInputs, {
    locale?: "en" | "hi";
}, {}>;
