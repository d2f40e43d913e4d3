/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shell_Subcategories_OfInputs */

const en_shell_subcategories_of = /** @type {(inputs: Shell_Subcategories_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} subcategories`)
};

const hi_shell_subcategories_of = /** @type {(inputs: Shell_Subcategories_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} की सब-कैटेगरी`)
};

/**
* | output |
* | --- |
* | "{name} subcategories" |
*
* @param {Shell_Subcategories_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_subcategories_of = /** @type {((inputs: Shell_Subcategories_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Subcategories_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_subcategories_of(inputs)
	return en_shell_subcategories_of(inputs)
});