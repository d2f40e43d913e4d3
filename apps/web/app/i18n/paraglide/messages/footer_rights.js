/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ store: NonNullable<unknown> }} Footer_RightsInputs */

const en_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© 2015-2024 ${i?.store}. All rights reserved.`)
};

const hi_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© 2015-2024 ${i?.store}. सर्वाधिकार सुरक्षित।`)
};

/**
* | output |
* | --- |
* | "© 2015-2024 {store}. All rights reserved." |
*
* @param {Footer_RightsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_rights = /** @type {((inputs: Footer_RightsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RightsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_rights(inputs)
	return en_footer_rights(inputs)
});