import { imageUrl } from '@haat/shared/api';
import { percentOff, showsPercentOff } from '@haat/shared/rules';
import { Star } from '../icons.tsx';
import { PlainLink } from '../follow-links.tsx';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import type { CardProduct } from './card-product.ts';
import { useHoverSlideshow } from './use-hover-slideshow.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

/** The card's picture: hover slideshow with dots, percent-off badge, rating chip and wishlist heart. */
export function CardGallery({ product, href }: { product: CardProduct; href: string }) {
  const images = product.images.length > 0 ? product.images : [product.image];
  const { active, index, slides, start, stop } = useHoverSlideshow(images.length);
  const off = percentOff(product.originalPrice, product.discountPrice);
  const current = images[index] ?? product.image;

  return (
    <div
      className="relative aspect-[4/3] overflow-hidden rounded-t-xl bg-gray-50"
      onPointerEnter={start}
      onPointerLeave={stop}
      onFocus={start}
      onBlur={stop}
    >
      {/* Followed by the card's click handler (product-card.tsx). */}
      <PlainLink href={href} tabIndex={-1} aria-hidden className="block size-full">
        <ImageWithFallback
          key={current}
          src={current ? imageUrl(current, '400x300') : undefined}
          alt={product.name}
          width={400}
          height={300}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
          fallbackClassName="size-full"
        />
      </PlainLink>
      {showsPercentOff(off) && (
        <span className="absolute top-2 left-2 rounded-md bg-primary px-2 py-0.5 text-[11px] font-extrabold tracking-wide text-white shadow-sm">
          {off}% OFF
        </span>
      )}
      <WishlistHeart product={product} className="absolute top-2 right-2" />
      {product.rating > 0 && (
        <span className="absolute bottom-2 left-2 flex items-center gap-1 rounded-md bg-white/95 px-1.5 py-0.5 text-xs font-bold text-gray-800 shadow-sm">
          {product.rating.toFixed(1)}
          <Star className="size-3 fill-secondary text-secondary" aria-hidden />
          <span className="sr-only">out of 5 stars</span>
        </span>
      )}
      {/* Only while the slideshow runs: every card of every list would otherwise carry them. */}
      {active && slides > 1 && (
        <span aria-hidden className="absolute bottom-2.5 left-1/2 flex -translate-x-1/2 gap-1">
          {Array.from({ length: slides }, (_, i) => (
            <span key={i} className={`h-1.5 rounded-full transition-all ${i === index ? 'w-4 bg-primary' : 'w-1.5 bg-white/90 ring-1 ring-black/10'}`} />
          ))}
        </span>
      )}
    </div>
  );
}
