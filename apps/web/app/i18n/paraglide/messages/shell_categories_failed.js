/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Categories_FailedInputs */

const en_shell_categories_failed = /** @type {(inputs: Shell_Categories_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load categories.`)
};

const hi_shell_categories_failed = /** @type {(inputs: Shell_Categories_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैटेगरी लोड नहीं हो सकीं।`)
};

/**
* | output |
* | --- |
* | "Failed to load categories." |
*
* @param {Shell_Categories_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_categories_failed = /** @type {((inputs?: Shell_Categories_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Categories_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_categories_failed(inputs)
	return en_shell_categories_failed(inputs)
});