/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Home_View_All_OfInputs */

const en_home_view_all_of = /** @type {(inputs: Home_View_All_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View all ${i?.name}`)
};

const hi_home_view_all_of = /** @type {(inputs: Home_View_All_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सभी ${i?.name} देखें`)
};

/**
* | output |
* | --- |
* | "View all {name}" |
*
* @param {Home_View_All_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_view_all_of = /** @type {((inputs: Home_View_All_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_All_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_view_all_of(inputs)
	return en_home_view_all_of(inputs)
});