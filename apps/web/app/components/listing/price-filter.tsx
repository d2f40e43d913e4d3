import { priceBandOptions, type PriceBandId } from '@haat/shared/rules';
import { Link, type To } from 'react-router';

interface PriceFilterProps {
  band: PriceBandId;
  hrefFor: (band: PriceBandId) => To;
  onPick?: () => void;
}

/**
 * The spec's price buttons on the original price, "All Prices" first; links so they work before
 * hydration. One band at a time, so each is drawn as a radio button, not a checkbox.
 */
export function PriceFilter({ band, hrefFor, onPick }: PriceFilterProps) {
  return (
    <section aria-labelledby="price-filter-heading">
      <h2 id="price-filter-heading" className="mb-3 text-xs font-bold tracking-[0.12em] text-gray-500 uppercase">Price</h2>
      <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
        {priceBandOptions.map((option) => {
          const selected = option.id === band;
          return (
            <li key={option.id}>
              <Link
                to={hrefFor(option.id)}
                replace
                preventScrollReset
                onClick={onPick}
                aria-current={selected ? 'true' : undefined}
                data-testid={`price-${option.id}`}
                className={`flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm transition md:rounded-lg md:border-transparent md:px-2.5 ${selected ? 'border-primary bg-primary/10 font-semibold text-primary' : 'border-gray-200 text-gray-700 hover:border-primary/40 hover:bg-gray-50 hover:text-primary'}`}
              >
                <span aria-hidden className={`hidden size-4 shrink-0 items-center justify-center rounded-full border-2 md:flex ${selected ? 'border-primary' : 'border-gray-400'}`}>
                  {selected && <span className="size-2 rounded-full bg-primary" />}
                </span>
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
