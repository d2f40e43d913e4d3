import type { Product } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import { CircleCheck, CircleX, RotateCcw, ShieldCheck, Truck } from '../icons.tsx';
import { PriceBlock } from './price-block.tsx';
import { AddToCartButton, BuyNowButton, WishlistButton } from './purchase-buttons.tsx';
import type { ProductPurchase } from './use-product-purchase.ts';

interface BuyBoxProps {
  product: Product;
  purchase: ProductPurchase;
  soldOut: boolean;
  storeName: string;
}

/** The desktop side panel: price, a summary of the shopper's choices, and Buy Now, Wishlist, Add to Cart. */
export function BuyBox({ product, purchase, soldOut, storeName }: BuyBoxProps) {
  const rows: Array<[string, string]> = [
    ...(product.material ? [['Material', product.material] as [string, string]] : []),
    ...(purchase.hasSizes ? [['Size', purchase.size ?? 'Not selected'] as [string, string]] : []),
    ...(product.colors.length > 0 ? [['Colour', purchase.color ?? 'Not selected'] as [string, string]] : []),
    ['Quantity', String(purchase.units)],
    ['Total', formatRupees(product.discountPrice * purchase.units)],
  ];
  return (
    <aside aria-label="Buy" className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <PriceBlock originalPrice={product.originalPrice} discountPrice={product.discountPrice} compact />
      <p className={`flex items-center gap-1.5 text-sm font-semibold ${soldOut ? 'text-red-600' : 'text-green-700'}`}>
        {soldOut ? <CircleX className="size-4" aria-hidden /> : <CircleCheck className="size-4" aria-hidden />}
        {soldOut ? 'Currently sold out' : 'In Stock'}
      </p>
      <section aria-labelledby="buy-box-details" className="flex flex-col gap-2">
        <h2 id="buy-box-details" className="text-sm font-bold text-gray-900">Product Details</h2>
        <dl className="flex flex-col gap-1.5 text-sm">
          {rows.map(([name, value]) => (
            <div key={name} className="flex justify-between gap-3">
              <dt className="text-gray-500">{name}</dt>
              <dd className={`text-right font-medium ${value === 'Not selected' ? 'text-gray-400' : 'text-gray-900'}`}>{value}</dd>
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
        <li className="flex items-center gap-2"><Truck className="size-4 text-gray-500" aria-hidden />Pay on Delivery | Free Delivery</li>
        <li className="flex items-center gap-2"><RotateCcw className="size-4 text-gray-500" aria-hidden />Easy returns, see our Return Policy</li>
        <li className="flex items-center gap-2"><ShieldCheck className="size-4 text-gray-500" aria-hidden />Sold by {storeName}</li>
      </ul>
    </aside>
  );
}
