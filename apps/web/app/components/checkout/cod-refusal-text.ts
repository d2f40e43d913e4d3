import { codRefusal, formatRupees, type CodRules } from '@haat/shared/rules';
import * as m from '../../i18n/m/checkout.ts';
import type { Locale } from '../../i18n/locale.ts';

/** Why this order cannot be paid on delivery (codRefusal's rule), in the page's language; null when it can. */
export function codRefusalText(rules: CodRules, payable: number, blocked: boolean, locale: Locale): string | null {
  if (codRefusal(rules, payable, blocked) === null) return null;
  if (blocked) return m.checkout_cod_blocked({}, { locale });
  if (!rules.enabled) return m.checkout_cod_disabled({}, { locale });
  if (payable < rules.min) return m.checkout_cod_below_min({ min: formatRupees(rules.min) }, { locale });
  return m.checkout_cod_above_max({ max: formatRupees(rules.max ?? 0) }, { locale });
}
