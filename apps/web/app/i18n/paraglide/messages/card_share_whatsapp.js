/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Card_Share_WhatsappInputs */

const en_card_share_whatsapp = /** @type {(inputs: Card_Share_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share ${i?.name} on WhatsApp`)
};

const hi_card_share_whatsapp = /** @type {(inputs: Card_Share_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} WhatsApp पर शेयर करें`)
};

/**
* | output |
* | --- |
* | "Share {name} on WhatsApp" |
*
* @param {Card_Share_WhatsappInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const card_share_whatsapp = /** @type {((inputs: Card_Share_WhatsappInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Share_WhatsappInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_card_share_whatsapp(inputs)
	return en_card_share_whatsapp(inputs)
});