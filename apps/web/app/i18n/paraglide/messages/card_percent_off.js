/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ off: NonNullable<unknown> }} Card_Percent_OffInputs */

const en_card_percent_off = /** @type {(inputs: Card_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.off}% OFF`)
};

const hi_card_percent_off = /** @type {(inputs: Card_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.off}% छूट`)
};

/**
* | output |
* | --- |
* | "{off}% OFF" |
*
* @param {Card_Percent_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_percent_off = /** @type {((inputs: Card_Percent_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Percent_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_percent_off(inputs)
	return en_card_percent_off(inputs)
});