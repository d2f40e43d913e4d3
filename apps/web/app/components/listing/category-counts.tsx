import { Link, type To } from 'react-router';
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
  hrefFor: (categoryId: number | null) => To;
}

/** The search page's category panel: narrows the results to one category. */
export function CategoryCounts({ counts, total, selected, hrefFor }: CategoryCountsProps) {
  const locale = useLocale();
  const rows = [{ id: null, name: m.listing_all_categories({}, { locale }), count: total }, ...counts];
  return (
    <section aria-labelledby="category-counts-heading">
      <h2 id="category-counts-heading" className="lf-h">{m.listing_category({}, { locale })}</h2>
      {/* Drawn by listing-filters.css, the chosen category by its aria-current. */}
      <ul className="lf-cats lf-counts">
        {rows.map((row) => {
          const here = row.id === selected;
          return (
            <li key={row.id ?? 'all'}>
              <Link
                to={hrefFor(row.id)}
                replace
                preventScrollReset
                aria-current={here ? 'true' : undefined}
              >
                <span>{row.name}</span>
                <span>{row.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
