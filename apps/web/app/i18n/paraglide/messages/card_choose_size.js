/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Choose_SizeInputs */

const en_card_choose_size = /** @type {(inputs: Card_Choose_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose size`)
};

const hi_card_choose_size = /** @type {(inputs: Card_Choose_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइज़ चुनें`)
};

/**
* | output |
* | --- |
* | "Choose size" |
*
* @param {Card_Choose_SizeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_choose_size = /** @type {((inputs?: Card_Choose_SizeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Choose_SizeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_choose_size(inputs)
	return en_card_choose_size(inputs)
});