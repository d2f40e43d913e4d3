import { priceBandOptions, type PriceBandId } from '@haat/shared/rules';
import { Link, type To } from 'react-router';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

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
  const locale = useLocale();
  return (
    <section aria-labelledby="price-filter-heading">
      <h2 id="price-filter-heading" className="lf-h mb-3">{m.listing_price({}, { locale })}</h2>
      {/* Drawn by listing-filters.css, the chosen band by its aria-current. */}
      <ul className="lf-bands">
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
              >
                <span aria-hidden className="lf-radio" />
                {/* The bands are rupees, read alike in both languages; only "All Prices" has words. */}
                {option.id === 'all' ? m.listing_all_prices({}, { locale }) : option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
