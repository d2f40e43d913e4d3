/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Grievance_Officer_LabelInputs */

const en_footer_grievance_officer_label = /** @type {(inputs: Footer_Grievance_Officer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grievance officer:`)
};

const hi_footer_grievance_officer_label = /** @type {(inputs: Footer_Grievance_Officer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शिकायत अधिकारी:`)
};

/**
* | output |
* | --- |
* | "Grievance officer:" |
*
* @param {Footer_Grievance_Officer_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_grievance_officer_label = /** @type {((inputs?: Footer_Grievance_Officer_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Grievance_Officer_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_grievance_officer_label(inputs)
	return en_footer_grievance_officer_label(inputs)
});