import type { Product } from '@haat/shared/api';
import { Award, Sparkles } from '../icons.tsx';
import { RatingStars } from './rating-stars.tsx';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

/** Category link, name, rating and badges: the top of the product's details. */
export function ProductHeading({ product }: { product: Product }) {
  const locale = useLocale();
  const badges = [product.badge, product.badge1].map((b) => b.trim()).filter((b) => b !== '');
  return (
    <div className="flex flex-col gap-2">
      {product.category && (
        <PlainLink
          href={`/products-section2/${product.categoryId}`}
          className="w-fit text-xs font-bold tracking-widest text-primary uppercase hover:underline"
          data-testid="product-category"
        >
          {product.category}
        </PlainLink>
      )}
      <h1 className="text-xl leading-snug font-bold text-gray-900 md:text-2xl lg:text-[1.7rem]">{product.name}</h1>
      {(product.rating > 0 || product.ratingCount > 0) && <RatingStars rating={product.rating} count={product.ratingCount} />}
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.product_badges({}, { locale })}>
          {badges.map((badge, i) => {
            const Icon = i === 0 ? Award : Sparkles;
            return (
              <li key={badge} className={`flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${i === 0 ? 'bg-amber-100 text-amber-900' : 'bg-accent/15 text-gray-800'}`}>
                <Icon className="size-3.5" aria-hidden />
                {badge}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
