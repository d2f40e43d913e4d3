export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_All_DepartmentsInputs = {};
/**
* | output |
* | --- |
* | "All Department" |
*
* @param {Shell_All_DepartmentsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_all_departments: ((inputs?: Shell_All_DepartmentsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_All_DepartmentsInputs, {
    locale?: "en" | "hi";
}, {}>;
