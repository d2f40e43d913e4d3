/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Out_Of_FiveInputs */

const en_card_out_of_five = /** @type {(inputs: Card_Out_Of_FiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`out of 5 stars`)
};

const hi_card_out_of_five = /** @type {(inputs: Card_Out_Of_FiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्टार (5 में से)`)
};

/**
* | output |
* | --- |
* | "out of 5 stars" |
*
* @param {Card_Out_Of_FiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_out_of_five = /** @type {((inputs?: Card_Out_Of_FiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Out_Of_FiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_out_of_five(inputs)
	return en_card_out_of_five(inputs)
});