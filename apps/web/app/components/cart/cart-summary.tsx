import { formatRupees, type CartTotals } from '@haat/shared/rules';
import { Lock } from '../icons.tsx';
import { shell_items } from '../../i18n/m/shell.ts';
import { shippingText } from './shipping-text.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_subtotal } from '../../i18n/m/buying.ts';
import { cart_delivery_charges, cart_items_total, cart_place_order, cart_place_order_items, cart_price_details, cart_you_save } from '../../i18n/m/cart.ts';

interface CartSummaryProps {
  totals: CartTotals;
  savings: number;
  /** Distinct items in the cart (what the cart count shows). */
  count: number;
  onPlaceOrder(): void;
}



/**
 * The price summary. The spec lists "total, delivery charges, subtotal"; the figures come from
 * cartTotals, where the items' sum comes before delivery and the subtotal is what the shopper pays,
 * so the rows read "Items total", "Delivery charges", then "Subtotal" as the amount to pay.
 */
export function CartSummary({ totals, savings, count, onPlaceOrder }: CartSummaryProps) {
  const empty = count === 0;
  const locale = useLocale();
  const items = shell_items({ count }, { locale });
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id="cart-summary-title" className="text-sm font-bold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{cart_price_details({}, { locale })}</h2>
      <dl className="mt-3 space-y-2.5 text-sm" data-testid="cart-summary">
        <div className="flex justify-between">
          <dt>{cart_items_total({ items }, { locale })}</dt>
          <dd data-testid="items-total">{formatRupees(totals.itemsTotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{cart_delivery_charges({}, { locale })}</dt>
          <dd data-testid="delivery-charges" className={totals.delivery <= 0 ? 'font-semibold text-green-700' : ''}>{shippingText(totals.delivery, locale)}</dd>
        </div>
        <div className="flex justify-between border-t border-dashed border-gray-300 pt-3 text-base font-bold">
          <dt>{buying_subtotal({}, { locale })}</dt>
          <dd data-testid="subtotal">{formatRupees(totals.total)}</dd>
        </div>
      </dl>
      {savings > 0 && <p className="mt-3 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">{cart_you_save({ amount: formatRupees(savings) }, { locale })}</p>}
      <button
        type="button"
        onClick={onPlaceOrder}
        disabled={empty}
        className="mt-4 hidden w-full items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:shadow-none md:flex"
      >
        <Lock className="size-4" aria-hidden /> {cart_place_order({}, { locale })}
      </button>
      {/* Phones: the order button stays in reach in a bar fixed to the bottom of the screen. */}
      <div className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_16px_-6px_rgba(0,0,0,0.2)] md:hidden">
        <div className="min-w-0">
          <p className="text-base leading-tight font-bold">{formatRupees(totals.total)}</p>
          <p className="text-xs text-gray-500">{buying_subtotal({}, { locale })}</p>
        </div>
        <button
          type="button"
          onClick={onPlaceOrder}
          disabled={empty}
          className="ml-auto rounded-full bg-primary px-5 py-3 text-sm font-bold text-white shadow-md disabled:bg-gray-300 disabled:shadow-none"
        >
          {cart_place_order_items({ items }, { locale })}
        </button>
      </div>
    </section>
  );
}
