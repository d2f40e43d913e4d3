import type { Product } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { CircleCheck, CircleX, RotateCcw, ShieldCheck, Truck } from '../icons.tsx';
import { PriceBlock } from './product-facts-later.tsx';
import { AddToCartButton, BuyNowButton, WishlistButton } from './purchase-buttons.tsx';
import type { ProductPurchase } from './use-product-purchase.ts';
import * as m from '../../i18n/m/product.ts';
import * as shell from '../../i18n/m/shell.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface BuyBoxProps {
  product: Product;
  purchase: ProductPurchase;
  soldOut: boolean;
  storeName: string;
}

/** The desktop side panel: price, a summary of the shopper's choices, and Buy Now, Wishlist, Add to Cart. */
export function BuyBox({ product, purchase, soldOut, storeName }: BuyBoxProps) {
  const locale = useLocale();
  // [name, value, whether the value is the shopper's choice still to make]
  const rows: Array<[string, string, boolean?]> = [
    ...(product.material ? [[m.product_material({}, { locale }), product.material] as [string, string]] : []),
    ...(purchase.hasSizes ? [chosen(m.product_size({}, { locale }), purchase.size)] : []),
    ...(product.colors.length > 0 ? [chosen(m.product_colour({}, { locale }), purchase.color)] : []),
    [m.product_quantity({}, { locale }), String(purchase.units)],
    [m.product_total({}, { locale }), formatRupees(product.discountPrice * purchase.units)],
  ];
  function chosen(name: string, value: string | null): [string, string, boolean] {
    return value === null ? [name, m.product_not_selected({}, { locale }), true] : [name, value, false];
  }
  return (
    <aside aria-label={m.product_buy({}, { locale })} className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <PriceBlock originalPrice={product.originalPrice} discountPrice={product.discountPrice} compact />
      <p className={`flex items-center gap-1.5 text-sm font-semibold ${soldOut ? 'text-red-600' : 'text-green-700'}`}>
        {soldOut ? <CircleX className="size-4" aria-hidden /> : <CircleCheck className="size-4" aria-hidden />}
        {soldOut ? m.product_sold_out_short({}, { locale }) : m.product_in_stock({}, { locale })}
      </p>
      <section aria-labelledby="buy-box-details" className="flex flex-col gap-2">
        <h2 id="buy-box-details" className="text-sm font-bold text-gray-900">{m.product_details({}, { locale })}</h2>
        <dl className="flex flex-col gap-1.5 text-sm">
          {rows.map(([name, value, open]) => (
            <div key={name} className="flex justify-between gap-3">
              <dt className="text-gray-500">{name}</dt>
              <dd className={`text-right font-medium ${open ? 'text-gray-400' : 'text-gray-900'}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="flex flex-col gap-2.5">
        <BuyNowButton purchase={purchase} soldOut={soldOut} />
        <WishlistButton purchase={purchase} />
        <AddToCartButton purchase={purchase} soldOut={soldOut} />
      </div>
      <ul className="flex flex-col gap-2 border-t border-gray-100 pt-4 text-xs text-gray-600">
        <li className="flex items-center gap-2"><Truck className="size-4 text-gray-500" aria-hidden />{shell.shell_promo_delivery({}, { locale })}</li>
        <li className="flex items-center gap-2"><RotateCcw className="size-4 text-gray-500" aria-hidden />{m.product_easy_returns({}, { locale })}</li>
        <li className="flex items-center gap-2"><ShieldCheck className="size-4 text-gray-500" aria-hidden />{m.product_sold_by({ store: storeName }, { locale })}</li>
      </ul>
    </aside>
  );
}
