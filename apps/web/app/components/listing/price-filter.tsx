import { priceBandOptions, type PriceBandId } from '@haat/shared/rules';
import { PlainLink, useFollowLinks } from '../follow-links.tsx';
import { filterNavigation } from './use-listing-params.ts';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface PriceFilterProps {
  band: PriceBandId;
  hrefFor: (band: PriceBandId) => string;
  onPick?: () => void;
}

/**
 * The spec's price buttons on the original price, "All Prices" first; links so they work before
 * hydration. One band at a time, so each is drawn as a radio button, not a checkbox.
 */
export function PriceFilter({ band, hrefFor, onPick }: PriceFilterProps) {
  const locale = useLocale();
  // Plain links with one click handler (follow-links.tsx), each replacing the address and keeping the scroll.
  const followLinks = useFollowLinks(onPick, filterNavigation);
  return (
    <section aria-labelledby="price-filter-heading">
      <h2 id="price-filter-heading" className="lf-h mb-3">{m.listing_price({}, { locale })}</h2>
      {/* Drawn by listing-filters.css, the chosen band by its aria-current. */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="lf-bands" onClick={followLinks}>
        {priceBandOptions.map((option) => {
          const selected = option.id === band;
          return (
            <li key={option.id}>
              <PlainLink href={hrefFor(option.id)} aria-current={selected ? 'true' : undefined} data-testid={`price-${option.id}`}>
                <span aria-hidden className="lf-radio" />
                {/* The bands are rupees, read alike in both languages; only "All Prices" has words. */}
                {option.id === 'all' ? m.listing_all_prices({}, { locale }) : option.label}
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
