import { imageUrl } from '@haat/shared/api';
import { formatRupees, isHoliTshirt, percentOff, showsPercentOff } from '@haat/shared/rules';
import { BadgeCheck, LoaderCircle, Trash2 } from '../icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import type { CartItem } from './cart-items.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { card_percent_off } from '../../i18n/m/product-card.ts';
import { errors_holi_offer } from '../../i18n/m/errors.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_open_product } from '../../i18n/m/buying.ts';
import { cart_best_seller, cart_bought_past_month, cart_colour_label, cart_delete_product, cart_in_stock, cart_remove, cart_removing_product, cart_save_for_later, cart_size_in_brackets, cart_size_label, cart_unnamed_product } from '../../i18n/m/cart.ts';

interface CartItemRowProps {
  item: CartItem;
  /** True while the removal runs: the row shows a spinner and takes no input. */
  removing: boolean;
  onIncrement(): void;
  onDecrement(): void;
  onRemove(): void;
}

/** One cart line: picture, name, choices, price, quantity, the spec's static claims and delete. */
export function CartItemRow({ item, removing, onIncrement, onDecrement, onRemove }: CartItemRowProps) {
  const { line, product, stock } = item;
  // Spec: an item lacking id or name cannot be opened.
  const href = product.id && product.name && product.asin ? `/product/${encodeURIComponent(product.asin)}` : null;
  const off = percentOff(product.originalPrice, product.discountPrice);
  const locale = useLocale();
  const opens = (child: ReactNode, className: string, label?: string) =>
    href ? <Link to={href} className={className} aria-label={label}>{child}</Link> : <span className={className}>{child}</span>;

  return (
    <li className={`relative flex gap-3 p-3 transition-opacity duration-200 md:gap-5 md:p-5 ${removing ? 'opacity-50' : ''}`} aria-busy={removing || undefined}>
      {opens(
        <ImageWithFallback src={imageUrl(product.image, '300x300')} alt={product.name} width={300} height={300} className="size-24 rounded-lg bg-gray-50 object-cover md:size-32" />,
        'shrink-0 self-start rounded-lg',
        href ? buying_open_product({ name: product.name }, { locale }) : undefined,
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start gap-2">
          <h3 className="line-clamp-2 flex-1 text-sm font-semibold text-gray-900 md:text-base">
            {opens(product.name || cart_unnamed_product({}, { locale }), href ? 'hover:text-primary hover:underline' : '')}
          </h3>
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={removing ? cart_removing_product({ name: product.name }, { locale }) : cart_delete_product({ name: product.name }, { locale })}
            className="-mt-1 -mr-1 rounded-full p-2 text-gray-500 transition hover:bg-red-50 hover:text-red-600 disabled:cursor-wait"
          >
            {removing ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <Trash2 className="size-5" aria-hidden />}
          </button>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="rounded bg-orange-600 px-1.5 py-0.5 font-bold text-white">{cart_best_seller({}, { locale })}</span>
          <span className="text-gray-600">{cart_bought_past_month({}, { locale })}</span>
        </p>
        <p className="text-xs font-semibold text-green-700">{cart_in_stock({}, { locale })}</p>
        <dl className="flex flex-wrap gap-x-4 text-xs text-gray-600">
          <div className="flex gap-1"><dt>{cart_size_label({}, { locale })}</dt><dd className="font-semibold text-gray-900">{line.size}</dd></div>
          {line.color && <div className="flex gap-1"><dt>{cart_colour_label({}, { locale })}</dt><dd className="font-semibold text-gray-900">{line.color}</dd></div>}
        </dl>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-bold text-gray-900 md:text-lg">{formatRupees(product.discountPrice)}</span>
          {off > 0 && <span className="text-xs text-gray-500 line-through">{formatRupees(product.originalPrice)}</span>}
          {showsPercentOff(off) && <span className="text-xs font-bold text-green-700">{card_percent_off({ off }, { locale })}</span>}
        </p>
        {isHoliTshirt(product.name) && (
          <p className="flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-800">
            <BadgeCheck className="size-4 shrink-0" aria-hidden />
            <span>{errors_holi_offer({}, { locale })} <span className="whitespace-nowrap text-amber-700">{cart_size_in_brackets({ size: line.size }, { locale })}</span></span>
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-end gap-x-4 gap-y-2">
          <QuantityStepper name={product.name} units={line.units} stock={stock} disabled={removing} onIncrement={onIncrement} onDecrement={onDecrement} />
          {/* Phones get text actions as well; the spec has both delete the item. */}
          <div className="flex gap-2 text-xs font-semibold md:hidden">
            <button type="button" onClick={onRemove} disabled={removing} className="rounded-full border border-gray-300 px-3 py-1.5 text-gray-700">{cart_remove({}, { locale })}</button>
            <button type="button" onClick={onRemove} disabled={removing} className="rounded-full border border-gray-300 px-3 py-1.5 text-gray-700">{cart_save_for_later({}, { locale })}</button>
          </div>
        </div>
      </div>
    </li>
  );
}
