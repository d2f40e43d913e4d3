import { imageUrl, type ProductSummary } from '@haat/shared/api';
import { formatRupees, percentOff, showsPercentOff } from '@haat/shared/rules';
import { ShoppingCart, Star, Trash2 } from '../icons.tsx';
import { Link } from 'react-router';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import { ProductWhatsAppLink } from '../share/product-whatsapp-link.tsx';
import { card_original_price, card_out_of_five, card_percent_off, card_remove_from_wishlist, card_share_whatsapp } from '../../i18n/m/product-card.ts';
import { wishlist_move_to_cart } from '../../i18n/m/wishlist.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_open_product } from '../../i18n/m/buying.ts';

interface WishlistCardProps {
  product: ProductSummary;
  /** The shop's public origin, for the address a WhatsApp share carries. */
  shareOrigin: string;
  onMoveToCart(): void;
  onRemove(): void;
}

/**
 * One wishlist item (a row on narrow phones, a tile from 480 px): picture (opening the product),
 * name, prices, rating, percent off, actions (move to cart, share on WhatsApp, remove).
 */
export function WishlistCard({ product, shareOrigin, onMoveToCart, onRemove }: WishlistCardProps) {
  const off = percentOff(product.originalPrice, product.discountPrice);
  const locale = useLocale();
  const name = product.name;
  const href = `/product-category/${encodeURIComponent(product.asin)}`;
  return (
    <li className="group flex overflow-hidden min-[480px]:flex-col rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} className="relative block w-36 shrink-0 overflow-hidden bg-gray-50 min-[480px]:aspect-square min-[480px]:w-auto" aria-label={buying_open_product({ name }, { locale })}>
        <ImageWithFallback
          src={imageUrl(product.image, '400x400')}
          alt={product.name}
          width={400}
          height={400}
          className="size-full object-cover transition duration-300 group-hover:scale-105"
          fallbackClassName="size-full"
        />
        {showsPercentOff(off) && (
          <span className="absolute top-2 left-2 rounded-md bg-primary px-2 py-0.5 text-xs font-bold text-white shadow">{card_percent_off({ off }, { locale })}</span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        <h2 className="line-clamp-2 min-h-10 text-sm font-semibold text-gray-900" title={product.name}>
          <Link to={href} className="hover:text-primary">{product.name}</Link>
        </h2>
        {product.rating > 0 && (
          <p className="inline-flex w-fit items-center gap-1 rounded bg-secondary px-1.5 py-0.5 text-xs font-bold text-white">
            {product.rating.toFixed(1)}
            <Star className="size-3 fill-current" aria-hidden />
            <span className="sr-only">{card_out_of_five({}, { locale })}</span>
          </p>
        )}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-bold text-gray-900">{formatRupees(product.discountPrice)}</span>
          {off > 0 && (
            <span className="text-xs text-gray-500 line-through">
              <span className="sr-only">{card_original_price({}, { locale })}</span>{formatRupees(product.originalPrice)}
            </span>
          )}
        </p>
        {/* A row on a phone leaves the actions under 200 px: the cart icon waits for the tile. */}
        <div className="mt-auto flex gap-1.5 pt-2 min-[480px]:gap-2">
          <button
            type="button"
            onClick={onMoveToCart}
            className="flex flex-1 items-center justify-center gap-1.5 rounded-full bg-primary px-3 py-2 text-sm font-bold whitespace-nowrap text-white transition hover:brightness-110"
          >
            <ShoppingCart className="size-4 max-[479px]:hidden" aria-hidden /> {wishlist_move_to_cart({}, { locale })}
          </button>
          <ProductWhatsAppLink
            product={product}
            origin={shareOrigin}
            label={card_share_whatsapp({ name }, { locale })}
            className="flex shrink-0 items-center justify-center rounded-full border border-gray-300 p-2 text-green-700 transition before:size-4 hover:border-green-300 hover:bg-green-50"
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={card_remove_from_wishlist({ name }, { locale })}
            className="shrink-0 rounded-full border border-gray-300 p-2 text-gray-600 transition hover:border-red-300 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}
