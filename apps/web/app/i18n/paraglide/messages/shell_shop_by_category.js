/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Shop_By_CategoryInputs */

const en_shell_shop_by_category = /** @type {(inputs: Shell_Shop_By_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop by Category`)
};

const hi_shell_shop_by_category = /** @type {(inputs: Shell_Shop_By_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैटेगरी के हिसाब से खरीदें`)
};

/**
* | output |
* | --- |
* | "Shop by Category" |
*
* @param {Shell_Shop_By_CategoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_shop_by_category = /** @type {((inputs?: Shell_Shop_By_CategoryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Shop_By_CategoryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_shop_by_category(inputs)
	return en_shell_shop_by_category(inputs)
});