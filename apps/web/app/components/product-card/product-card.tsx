import { formatRupees, selectSizeMessage, sizeToSend } from '@haat/shared/rules';
import type { JSX } from 'react';
import { useShopState } from '../../state/shop-state.tsx';
import { PlainLink } from '../follow-links.tsx';
import { KeptMarkup, keptMarkupName } from '../kept-markup.tsx';
import { CardGallery } from './card-gallery.tsx';
import type { CardProduct } from './card-product.ts';
import { toastAddedToCart, toastProblem } from './shop-toasts-later.ts';
import * as m from '../../i18n/m/product-card.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface ProductCardProps {
  product: CardProduct;
  /** Where the card leads; the product page by default. */
  href?: string;
  className?: string;
  /** In the first screen of a list: its picture loads at once and first (the page's LCP). */
  priority?: boolean;
}

/** A product in a grid or carousel (spec "Product card"), used by home, listings, search and similar products. */
export function ProductCard({ product, href = `/product/${product.asin}`, className = '', priority = false }: ProductCardProps): JSX.Element {
  const { isWishlisted } = useShopState();
  const locale = useLocale();
  // The server writes a card it has written before from memory (decision 054): a listing is two
  // dozen of them. A card in the first screen only in part: its picture asks for a preload in
  // the page's head, so its body is kept without it. The markup is made by the components below,
  // which the server renders only for a card it has not written yet: a kept card costs its name.
  const name = keptMarkupName('card', product, href, className, locale, isWishlisted(product.id));
  if (priority) return <CardArticle product={product} href={href} className={className} priority bodyName={`body of ${name}`} />;
  return <KeptMarkup by={name}><CardArticle product={product} href={href} className={className} /></KeptMarkup>;
}

interface CardArticleProps {
  product: CardProduct;
  href: string;
  className: string;
  priority?: boolean;
  /** The kept body's name, for a card whose picture is rendered every time. */
  bodyName?: string;
}

function CardArticle({ product, href, className, priority = false, bodyName }: CardArticleProps): JSX.Element {
  return (
    // Plain links (follow-links.tsx): a home page shows some thirty cards.
    // The look is named in product-card.css: utility lists were half of every card's markup.
    // pc is relative: the card holds its visually hidden texts (sr-only is absolute), so inside a
    // clipped carousel they cannot escape the clip and widen a phone's page (a layout shift).
    <article data-testid="product-card" className={className ? `pc ${className}` : 'pc'}>
      <CardGallery product={product} href={href} priority={priority} />
      {bodyName === undefined ? <CardBody product={product} href={href} /> : <KeptMarkup by={bodyName}><CardBody product={product} href={href} /></KeptMarkup>}
    </article>
  );
}

function CardBody({ product, href }: { product: CardProduct; href: string }): JSX.Element {
  const { addToCart } = useShopState();
  const locale = useLocale();
  const showOriginal = product.originalPrice > product.discountPrice;

  async function add() {
    // No size can be chosen on a card, so a product with sizes asks for one (spec §5).
    const size = sizeToSend(product.sizes, null);
    if (size === null) {
      toastProblem(selectSizeMessage, { label: m.card_choose_size({}, { locale }), href });
      return;
    }
    const color = product.colors.length === 1 ? (product.colors[0] ?? null) : null;
    const problem = await addToCart({ productId: product.id, units: 1, size, color });
    if (problem) toastProblem(problem, { label: m.toast_view_cart({}, { locale }), href: '/addcart' });
    else {
      toastAddedToCart(product.name);
    }
  }

  return (
    <div className="pc-body">
      {product.category && <PlainLink href={`/products-section2/${product.categoryId}`} className="pc-cat">{product.category}</PlainLink>}
      <h3 className="pc-name">
        <PlainLink href={href}>{product.name}</PlainLink>
      </h3>
      <p className="pc-price" data-testid="card-price">
        <span data-price={product.discountPrice}>{formatRupees(product.discountPrice)}</span>
        {showOriginal && (
          <s>
            <span className="sr-only">{m.card_original_price({}, { locale })}</span>
            {formatRupees(product.originalPrice)}
          </s>
        )}
      </p>
      {/* The visible words first (WCAG 2.5.3: a voice user says what they see), then which product. */}
      {/* The cart icon is the class's (product-card.css). */}
      <button type="button" onClick={add} aria-label={m.card_add_to_cart_of({ name: product.name }, { locale })} className="pc-add">
        {m.card_add_to_cart({}, { locale })}
      </button>
    </div>
  );
}
