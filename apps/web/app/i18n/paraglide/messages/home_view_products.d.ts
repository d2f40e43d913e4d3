export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_View_ProductsInputs = {};
/**
* | output |
* | --- |
* | "View Products" |
*
* @param {Home_View_ProductsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const home_view_products: ((inputs?: Home_View_ProductsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_ProductsInputs, {
    locale?: "en" | "hi";
}, {}>;
