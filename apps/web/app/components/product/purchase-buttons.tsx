import { Heart, LoaderCircle, ShoppingCart, Zap } from '../icons.tsx';
import type { ProductPurchase } from './use-product-purchase.ts';
import * as card from '../../i18n/m/product-card.ts';
import * as shell from '../../i18n/m/shell.ts';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

const base = 'flex h-12 items-center justify-center gap-2 rounded-full px-5 text-[15px] font-bold transition disabled:cursor-not-allowed disabled:opacity-50';

export function BuyNowButton({ purchase, soldOut, className = '' }: { purchase: ProductPurchase; soldOut: boolean; className?: string }) {
  const locale = useLocale();
  return (
    <button
      type="button"
      onClick={() => void purchase.buyNow()}
      disabled={soldOut || purchase.buying}
      aria-busy={purchase.buying}
      className={`${base} bg-primary text-white shadow-md shadow-primary/25 hover:brightness-110 ${className}`}
    >
      {purchase.buying ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <Zap className="size-5" aria-hidden />}
      {m.product_buy_now({}, { locale })}
    </button>
  );
}

export function AddToCartButton({ purchase, soldOut, className = '' }: { purchase: ProductPurchase; soldOut: boolean; className?: string }) {
  const locale = useLocale();
  return (
    <button type="button" onClick={purchase.addToCart} disabled={soldOut} className={`${base} border-2 border-primary bg-white text-primary hover:bg-primary/5 ${className}`}>
      <ShoppingCart className="size-5" aria-hidden />
      {card.card_add_to_cart({}, { locale })}
    </button>
  );
}

export function WishlistButton({ purchase, className = '' }: { purchase: ProductPurchase; className?: string }) {
  const saved = purchase.wishlisted;
  const locale = useLocale();
  const wishlist = shell.shell_wishlist({}, { locale });
  return (
    <button
      type="button"
      onClick={purchase.toggleWishlist}
      aria-pressed={saved}
      aria-label={wishlist}
      className={`${base} border border-gray-300 bg-white text-gray-800 hover:border-gray-400 hover:bg-gray-50 ${className}`}
    >
      <Heart className={`size-5 ${saved ? 'text-primary' : ''}`} fill={saved ? 'currentColor' : 'none'} aria-hidden />
      {saved ? m.product_wishlisted({}, { locale }) : wishlist}
    </button>
  );
}

/** The heart over the picture on phones, where the bottom bar has room for two buttons only. */
export function WishlistIconButton({ purchase, className = '' }: { purchase: ProductPurchase; className?: string }) {
  const saved = purchase.wishlisted;
  const locale = useLocale();
  return (
    <button
      type="button"
      onClick={purchase.toggleWishlist}
      aria-pressed={saved}
      aria-label={shell.shell_wishlist({}, { locale })}
      className={`flex size-10 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-black/5 transition hover:scale-105 ${saved ? 'text-primary' : 'text-gray-700'} ${className}`}
    >
      <Heart className="size-[18px]" fill={saved ? 'currentColor' : 'none'} aria-hidden />
    </button>
  );
}
