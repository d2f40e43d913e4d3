import { imageUrl, type CartItem } from '@haat/shared/api';
import { formatRupees, onlineDiscountPercent, shortName, type PaymentModeName } from '@haat/shared/rules';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import { shippingText } from '../cart/shipping-text.ts';
import { checkoutFigures } from './checkout-lines.ts';
import { shell_items } from '../../i18n/m/shell.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_price_details, buying_shipping, buying_subtotal, buying_total } from '../../i18n/m/buying.ts';
import { checkout_cod_fee, checkout_each, checkout_online_payment_off, checkout_order_summary, checkout_size, checkout_units } from '../../i18n/m/checkout.ts';

/**
 * "Order Summary" (accounts spec §2): each item with its name shortened to 4 words, unit price,
 * line total and a unit badge above 1; the list scrolls beyond 400 px. Then Price Details, for the
 * payment method chosen. Its props are the page's data and the choice, so that the server's copy
 * of it is kept until one of them changes (checkout-parts-later.tsx).
 */
export function OrderSummary({ items, mode, codFee }: { items: readonly CartItem[]; mode: PaymentModeName; codFee: number }) {
  const locale = useLocale();
  const totals = checkoutFigures(items, mode, codFee);
  const online = mode === 'ONLINE';
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border border-gray-200 bg-white shadow-sm">
      <h2 id="order-summary-title" className="border-b border-gray-100 px-4 py-3 text-base font-bold text-gray-900 md:px-5">{checkout_order_summary({}, { locale })}</h2>
      <ul className="max-h-[400px] divide-y divide-gray-100 overflow-y-auto px-4 md:px-5" data-testid="summary-items">
        {items.map((item) => (
          <li key={item.productId} className="flex gap-3 py-3">
            <span className="relative shrink-0">
              <ImageWithFallback src={imageUrl(item.image, '280x280')} alt="" width={64} height={64} className="size-16 rounded-lg border border-gray-100 bg-gray-50 object-cover" />
              {item.units > 1 && (
                <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-primary text-[11px] font-bold text-white" aria-label={checkout_units({ units: item.units }, { locale })}>
                  {item.units}
                </span>
              )}
            </span>
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-semibold text-gray-900" title={item.name}>{shortName(item.name)}</span>
              <span className="mt-0.5 block text-xs text-gray-500">
                {checkout_size({ size: item.size }, { locale })}{item.color ? ` · ${item.color}` : ''} · {checkout_each({ price: formatRupees(item.discountPrice) }, { locale })}
              </span>
            </span>
            <span className="shrink-0 text-sm font-bold text-gray-900">{formatRupees(item.discountPrice * item.units)}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-gray-100 px-4 py-4 md:px-5">
        <h3 className="text-xs font-bold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{buying_price_details({ items: shell_items({ count: items.length }, { locale }) }, { locale })}</h3>
        <dl className="mt-3 space-y-2 text-sm" data-testid="checkout-totals">
          <div className="flex justify-between"><dt>{buying_subtotal({}, { locale })}</dt><dd data-testid="checkout-subtotal">{formatRupees(totals.itemsTotal)}</dd></div>
          <div className="flex justify-between">
            <dt>{buying_shipping({}, { locale })}</dt>
            <dd data-testid="checkout-shipping" className={totals.delivery <= 0 ? 'font-semibold text-green-700' : ''}>{shippingText(totals.delivery, locale)}</dd>
          </div>
          {online && totals.discount > 0 && (
            <div className="flex justify-between text-green-700">
              <dt>{checkout_online_payment_off({ percent: onlineDiscountPercent }, { locale })}</dt>
              <dd data-testid="checkout-discount">−{formatRupees(totals.discount)}</dd>
            </div>
          )}
          {totals.codFee > 0 && (
            <div className="flex justify-between">
              <dt>{checkout_cod_fee({}, { locale })}</dt>
              <dd data-testid="checkout-cod-fee">{formatRupees(totals.codFee)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-dashed border-gray-300 pt-3 text-base font-bold">
            <dt>{buying_total({}, { locale })}</dt><dd data-testid="checkout-total">{formatRupees(totals.payable)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
