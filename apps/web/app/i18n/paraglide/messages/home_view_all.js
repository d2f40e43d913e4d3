/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_View_AllInputs */

const en_home_view_all = /** @type {(inputs: Home_View_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View all`)
};

const hi_home_view_all = /** @type {(inputs: Home_View_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी देखें`)
};

/**
* | output |
* | --- |
* | "View all" |
*
* @param {Home_View_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_view_all = /** @type {((inputs?: Home_View_AllInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_AllInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_view_all(inputs)
	return en_home_view_all(inputs)
});