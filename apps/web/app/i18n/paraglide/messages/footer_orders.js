/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_OrdersInputs */

const en_footer_orders = /** @type {(inputs: Footer_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

const hi_footer_orders = /** @type {(inputs: Footer_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑर्डर`)
};

/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Footer_OrdersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_orders = /** @type {((inputs?: Footer_OrdersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_OrdersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_orders(inputs)
	return en_footer_orders(inputs)
});