import { Star } from '../icons.tsx';

/** Fraction (0..1) of star `index` that a rating fills: 3.6 fills stars 0-2 and 60 % of star 3. */
export function starFill(rating: number, index: number): number {
  return Math.min(1, Math.max(0, rating - index));
}

/** Five stars with partial fill and "(n ratings)", as the spec's product page shows them. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const value = Math.min(5, Math.max(0, rating));
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="product-rating">
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
      <span className="font-semibold text-gray-800" aria-hidden>{value.toFixed(1)}</span>
      <span className="flex" aria-hidden>
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="relative size-4">
            <Star className="absolute inset-0 size-4 text-gray-300" fill="currentColor" strokeWidth={0} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${starFill(value, i) * 100}%` }}>
              <Star className="size-4 text-amber-400" fill="currentColor" strokeWidth={0} />
            </span>
          </span>
        ))}
      </span>
      <span className="text-gray-500">({count.toLocaleString('en-IN')} {count === 1 ? 'rating' : 'ratings'})</span>
    </p>
  );
}
