/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Home_Slide_OfInputs */

const en_home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} of ${i?.count}`)
};

const hi_home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} में से ${i?.index}`)
};

/**
* | output |
* | --- |
* | "{index} of {count}" |
*
* @param {Home_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_of = /** @type {((inputs: Home_Slide_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_slide_of(inputs)
	return en_home_slide_of(inputs)
});