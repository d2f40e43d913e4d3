import { PlainLink, useFollowLinks } from '../follow-links.tsx';
import { filterNavigation } from './use-listing-params.ts';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A category of the results, with how many results it has. */
export interface CategoryCount {
  id: number;
  name: string;
  count: number;
}

interface CategoryCountsProps {
  counts: CategoryCount[];
  total: number;
  selected: number | null;
  hrefFor: (categoryId: number | null) => string;
}

/** The search page's category panel: narrows the results to one category. */
export function CategoryCounts({ counts, total, selected, hrefFor }: CategoryCountsProps) {
  const locale = useLocale();
  const rows = [{ id: null, name: m.listing_all_categories({}, { locale }), count: total }, ...counts];
  const followLinks = useFollowLinks(undefined, filterNavigation);
  return (
    <section aria-labelledby="category-counts-heading">
      <h2 id="category-counts-heading" className="lf-h">{m.listing_category({}, { locale })}</h2>
      {/* Drawn by listing-filters.css, the chosen category by its aria-current. */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="lf-cats lf-counts" onClick={followLinks}>
        {rows.map((row) => {
          const here = row.id === selected;
          return (
            <li key={row.id ?? 'all'}>
              <PlainLink href={hrefFor(row.id)} aria-current={here ? 'true' : undefined}>
                <span>{row.name}</span>
                <span>{row.count}</span>
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
