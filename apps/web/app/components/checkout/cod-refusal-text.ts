import { codRefusal, formatRupees, type CodRules } from '@haat/shared/rules';
import type { Locale } from '../../i18n/locale.ts';
import { checkout_cod_above_max, checkout_cod_below_min, checkout_cod_blocked, checkout_cod_disabled } from '../../i18n/m/checkout.ts';

/** Why this order cannot be paid on delivery (codRefusal's rule), in the page's language; null when it can. */
export function codRefusalText(rules: CodRules, payable: number, blocked: boolean, locale: Locale): string | null {
  if (codRefusal(rules, payable, blocked) === null) return null;
  if (blocked) return checkout_cod_blocked({}, { locale });
  if (!rules.enabled) return checkout_cod_disabled({}, { locale });
  if (payable < rules.min) return checkout_cod_below_min({ min: formatRupees(rules.min) }, { locale });
  return checkout_cod_above_max({ max: formatRupees(rules.max ?? 0) }, { locale });
}
