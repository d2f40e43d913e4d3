import { formatRupees, selectSizeMessage, sizeToSend } from '@haat/shared/rules';
import { ShoppingCart } from '../icons.tsx';
import type { JSX } from 'react';
import { useShopState } from '../../state/shop-state.tsx';
import { PlainLink, useFollowLinks } from '../follow-links.tsx';
import { CardGallery } from './card-gallery.tsx';
import type { CardProduct } from './card-product.ts';
import { toastAddedToCart, toastProblem } from './shop-toasts.tsx';

interface ProductCardProps {
  product: CardProduct;
  /** Where the card leads; the product page by default. */
  href?: string;
  className?: string;
}

/** A product in a grid or carousel (spec "Product card"), used by home, listings, search and similar products. */
export function ProductCard({ product, href = `/product/${product.asin}`, className = '' }: ProductCardProps): JSX.Element {
  const { addToCart } = useShopState();
  const followLinks = useFollowLinks();
  const showOriginal = product.originalPrice > product.discountPrice;

  function add() {
    // No size can be chosen on a card, so a product with sizes asks for one (spec §5).
    const size = sizeToSend(product.sizes, null);
    if (size === null) {
      toastProblem(selectSizeMessage, { label: 'Choose size', href });
      return;
    }
    const color = product.colors.length === 1 ? (product.colors[0] ?? null) : null;
    const problem = addToCart({ productId: product.id, units: 1, size, color });
    if (problem) toastProblem(problem, { label: 'View Cart', href: '/addcart' });
    else {
      toastAddedToCart(product.name);
    }
  }

  return (
    // Plain links with one click handler (follow-links.tsx): a home page shows some thirty cards.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      onClick={followLinks}
      data-testid="product-card"
      // relative: the card holds its visually hidden texts (sr-only is absolute), so inside a
      // clipped carousel they cannot escape the clip and widen a phone's page (a layout shift).
      className={`group relative flex flex-col rounded-xl bg-white ring-1 ring-gray-200/80 transition duration-300 hover:-translate-y-0.5 hover:shadow-xl hover:ring-gray-200 ${className}`}
    >
      <CardGallery product={product} href={href} />
      <div className="flex flex-1 flex-col gap-1 p-2.5 md:p-3">
        {product.category && (
          <PlainLink
            href={`/products-section2/${product.categoryId}`}
            // A 24 px tall target (WCAG 2.5.8) that takes no more room than the line it sits on.
            className="-my-1 block w-fit max-w-full truncate text-[10px] leading-6 font-bold tracking-wider text-gray-600 uppercase hover:text-primary md:text-[11px]"
          >
            {product.category}
          </PlainLink>
        )}
        <h3 className="line-clamp-2 min-h-[2lh] text-[13px] leading-snug font-medium text-gray-800 md:text-sm">
          <PlainLink href={href} className="hover:text-primary">{product.name}</PlainLink>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-1.5 pt-1" data-testid="card-price">
          <span className="text-base font-extrabold text-gray-900" data-price={product.discountPrice}>
            {formatRupees(product.discountPrice)}
          </span>
          {showOriginal && (
            <s className="text-xs text-gray-500">
              <span className="sr-only">Original price </span>
              {formatRupees(product.originalPrice)}
            </s>
          )}
        </p>
        <button
          type="button"
          onClick={add}
          // The visible words first (WCAG 2.5.3: a voice user says what they see), then which product.
          aria-label={`Add to Cart: ${product.name}`}
          className="mt-1.5 flex h-9 items-center justify-center gap-1.5 rounded-lg border border-primary text-xs font-bold text-primary transition hover:bg-primary hover:text-white md:text-sm"
        >
          <ShoppingCart className="size-4" aria-hidden />
          Add to Cart
        </button>
      </div>
    </article>
  );
}
