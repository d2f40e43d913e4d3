export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_Grievance_Officer_LabelInputs = {};
/**
* | output |
* | --- |
* | "Grievance officer:" |
*
* @param {Footer_Grievance_Officer_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const footer_grievance_officer_label: ((inputs?: Footer_Grievance_Officer_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Grievance_Officer_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
