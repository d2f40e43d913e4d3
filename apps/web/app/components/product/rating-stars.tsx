import { Star } from '../icons.tsx';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

// 3.6 fills stars 0 to 2 and 60 % of star 3: the stars touch, so the row's width cuts them alike.
const stars = [0, 1, 2, 3, 4].map((i) => <Star key={i} />);

/** Five stars with partial fill and "(n ratings)", as the spec's product page shows them. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const value = Math.min(5, Math.max(0, rating));
  const locale = useLocale();
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="product-rating">
      <span className="sr-only">{m.product_rated({ value: value.toFixed(1) }, { locale })}</span>
      <span className="font-semibold text-gray-800" aria-hidden>{value.toFixed(1)}</span>
      {/* Five grey stars, and five amber ones over them cut at the rating's width: two rows, not a
          pair of layers per star. The stars' look is set once on the rows, not on each star. */}
      <span className="relative flex [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:fill-current [&_svg]:stroke-0" aria-hidden>
        <span className="flex text-gray-300">{stars}</span>
        <span className="absolute inset-0 flex overflow-hidden text-amber-400" style={{ width: `${(value / 5) * 100}%` }}>{stars}</span>
      </span>
      <span className="text-gray-500">{m.product_ratings_count({ count, shown: count.toLocaleString('en-IN') }, { locale })}</span>
    </p>
  );
}
