import { imageUrl } from '@haat/shared/api';
import { percentOff, showsPercentOff } from '@haat/shared/rules';
import { PlainLink } from '../follow-links.tsx';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import type { CardProduct } from './card-product.ts';
import { useHoverSlideshow } from './use-hover-slideshow.ts';
import { WishlistHeart } from './wishlist-heart.tsx';
import * as m from '../../i18n/m/product-card.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The card's picture: hover slideshow with dots, percent-off badge, rating chip and wishlist heart. */
export function CardGallery({ product, href, priority = false }: { product: CardProduct; href: string; priority?: boolean }) {
  const locale = useLocale();
  const images = product.images.length > 0 ? product.images : [product.image];
  const { active, index, slides, start, stop } = useHoverSlideshow(images.length);
  const off = percentOff(product.originalPrice, product.discountPrice);
  const current = images[index] ?? product.image;

  return (
    <div className="pc-pic" onPointerEnter={start} onPointerLeave={stop} onFocus={start} onBlur={stop}>
      {/* A PlainLink, so the page's click listener follows it (follow-links.tsx). */}
      <PlainLink href={href} tabIndex={-1} aria-hidden>
        <ImageWithFallback
          key={current}
          src={current ? imageUrl(current, '400x300') : undefined}
          alt={product.name}
          width={400}
          height={300}
          className="pc-img"
          fallbackClassName="size-full"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </PlainLink>
      {showsPercentOff(off) && <span className="pc-off">{m.card_percent_off({ off }, { locale })}</span>}
      <WishlistHeart product={product} className="pc-heart" />
      {/* Share on WhatsApp (share.css draws it): to /share/, which answers with the wa.me message,
          so each card carries a short address, not the whole message (decision 041). */}
      <a href={`/share/${product.asin}`} target="_blank" rel="nofollow" aria-label={m.card_share_whatsapp({ name: product.name }, { locale })} className="pc-wa" />
      {product.rating > 0 && (
        <span className="pc-rate">
          {product.rating.toFixed(1)}
          {/* The star is the class's (product-card.css). */}
          <span className="sr-only">{m.card_out_of_five({}, { locale })}</span>
        </span>
      )}
      {/* Only while the slideshow runs: every card of every list would otherwise carry them. */}
      {active && slides > 1 && (
        <span aria-hidden className="pc-dots">
          {Array.from({ length: slides }, (_, i) => <span key={i} className={i === index ? 'on' : undefined} />)}
        </span>
      )}
    </div>
  );
}
