import { statusLabel } from '@haat/shared/rules';
import { WhatsAppShareLink } from './whatsapp-share-link.tsx';
import { statusText } from '../orders/order-texts.ts';
import { orderShareText } from './order-share.ts';
import * as m from '../../i18n/m/share.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * "Share order status on WhatsApp" on the order confirmation: the order number, its status, the
 * shop and the order's tracking page (the shopper's own: others who open it are asked to sign
 * in), in the shopper's language. No address, phone or items: the shopper sees the whole message
 * before sending it.
 */
export function OrderWhatsAppLink({ order, origin }: { order: { order_id: number; order_status: string; store_name: string }; origin: string }) {
  const locale = useLocale();
  const text = orderShareText({ orderId: order.order_id, status: order.order_status, storeName: order.store_name, trackUrl: `${origin}/track?order=${order.order_id}` }, locale,
    (status) => statusText(status, statusLabel(status), locale));
  return (
    <WhatsAppShareLink
      text={text}
      className="inline-flex h-12 items-center justify-center gap-2 rounded-full border-2 border-green-700 px-6 text-sm font-bold text-green-700 transition hover:bg-green-700 hover:text-white"
    >
      {m.share_order_status({}, { locale })}
    </WhatsAppShareLink>
  );
}
