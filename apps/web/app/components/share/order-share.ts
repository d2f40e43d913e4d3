import { statusLabel } from '@haat/shared/rules';
import * as m from '../../i18n/m/share.ts';
import type { Locale } from '../../i18n/locale.ts';

/**
 * An order's news as the shopper may share it, in the page's language: the shop, the order
 * number, its status (named by `label` in that language) and the order's tracking page. Nothing else of the
 * order (no address, phone or items): what the shopper sends is theirs to choose, so the message
 * carries only what they see in it.
 */
export function orderShareText(
  order: { orderId: number; status: string; storeName: string; trackUrl: string },
  locale: Locale = 'en',
  label: (status: string) => string = statusLabel,
): string {
  return m.share_order_text({ id: order.orderId, store: order.storeName.trim(), status: label(order.status), url: order.trackUrl }, { locale });
}
