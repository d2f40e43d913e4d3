/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../../message-locale.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Shell_ItemsInputs */

const en_shell_items = /** @type {(inputs: Shell_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item`);
	return /** @type {LocalizedString} */ (`${i?.count} items`)
	
};

const hi_shell_items = /** @type {(inputs: Shell_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hi", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} आइटम`);
	return /** @type {LocalizedString} */ (`${i?.count} आइटम`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | * | "{count} items" |
*
* @param {Shell_ItemsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_items = /** @type {((inputs: Shell_ItemsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ItemsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_items(inputs)
	return en_shell_items(inputs)
});