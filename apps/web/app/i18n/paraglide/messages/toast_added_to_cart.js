/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Added_To_CartInputs */

const en_toast_added_to_cart = /** @type {(inputs: Toast_Added_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to cart`)
};

const hi_toast_added_to_cart = /** @type {(inputs: Toast_Added_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्ट में डाल दिया`)
};

/**
* | output |
* | --- |
* | "Added to cart" |
*
* @param {Toast_Added_To_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const toast_added_to_cart = /** @type {((inputs?: Toast_Added_To_CartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Added_To_CartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_toast_added_to_cart(inputs)
	return en_toast_added_to_cart(inputs)
});