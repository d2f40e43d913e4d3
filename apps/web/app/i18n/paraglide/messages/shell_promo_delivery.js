/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Promo_DeliveryInputs */

const en_shell_promo_delivery = /** @type {(inputs: Shell_Promo_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay on Delivery | Free Delivery`)
};

const hi_shell_promo_delivery = /** @type {(inputs: Shell_Promo_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैश ऑन डिलीवरी (COD) | मुफ़्त डिलीवरी`)
};

/**
* | output |
* | --- |
* | "Pay on Delivery \| Free Delivery" |
*
* @param {Shell_Promo_DeliveryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_promo_delivery = /** @type {((inputs?: Shell_Promo_DeliveryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_DeliveryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_promo_delivery(inputs)
	return en_shell_promo_delivery(inputs)
});