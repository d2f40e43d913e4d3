import { formatRupees } from '@haat/shared/rules';
import type { Locale } from '../../i18n/locale.ts';
import { buying_free } from '../../i18n/m/buying.ts';

/** Delivery charges or Shipping in the page's language: "Free" when there is nothing to pay, else the rounded amount (shippingLabel's rule). */
export function shippingText(delivery: number, locale: Locale): string {
  return Math.round(delivery) <= 0 ? buying_free({}, { locale }) : formatRupees(delivery);
}
