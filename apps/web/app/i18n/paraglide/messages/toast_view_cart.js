/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_View_CartInputs */

const en_toast_view_cart = /** @type {(inputs: Toast_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Cart`)
};

const hi_toast_view_cart = /** @type {(inputs: Toast_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्ट देखें`)
};

/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Toast_View_CartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const toast_view_cart = /** @type {((inputs?: Toast_View_CartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_View_CartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_toast_view_cart(inputs)
	return en_toast_view_cart(inputs)
});