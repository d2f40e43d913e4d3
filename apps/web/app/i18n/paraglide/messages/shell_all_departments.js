/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_All_DepartmentsInputs */

const en_shell_all_departments = /** @type {(inputs: Shell_All_DepartmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Department`)
};

const hi_shell_all_departments = /** @type {(inputs: Shell_All_DepartmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी कैटेगरी`)
};

/**
* | output |
* | --- |
* | "All Department" |
*
* @param {Shell_All_DepartmentsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_all_departments = /** @type {((inputs?: Shell_All_DepartmentsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_All_DepartmentsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_all_departments(inputs)
	return en_shell_all_departments(inputs)
});