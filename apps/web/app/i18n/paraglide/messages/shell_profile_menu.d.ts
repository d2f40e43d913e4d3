export type LocalizedString = import('../runtime.js').LocalizedString;
export type Shell_Profile_MenuInputs = {};
/**
* | output |
* | --- |
* | "Profile menu" |
*
* @param {Shell_Profile_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export declare const shell_profile_menu: ((inputs?: Shell_Profile_MenuInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Profile_MenuInputs, {
    locale?: "en" | "hi";
}, {}>;
