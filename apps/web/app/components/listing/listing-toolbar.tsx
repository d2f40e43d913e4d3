import type { ReactNode } from 'react';
import type { useListingParams } from './use-listing-params.ts';
import { NameSearchBox } from './name-search-box.tsx';
import { SortSelect } from './sort-select.tsx';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface ListingToolbarProps {
  filters: ReturnType<typeof useListingParams>;
  /** The phone's Filters button, set beside the sort dropdown. */
  filterButton: ReactNode;
  /** Whether to offer the in-page name search (the category listing does, search results do not). */
  withNameSearch?: boolean;
}

/**
 * Above the grid: the name search and the sort dropdown, in a GET form to the same address, so
 * that without scripts (or before they load) Enter or "Apply" still filters and sorts. With
 * scripts, each change updates the address at once (typing, after a short pause).
 */
export function ListingToolbar({ filters, filterButton, withNameSearch = true }: ListingToolbarProps) {
  const locale = useLocale();
  return (
    <form
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        filters.set('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
      }}
      className="mb-3 flex flex-col gap-2 md:mb-4 md:flex-row"
    >
      {filters.band !== 'all' && <input type="hidden" name="price" value={filters.band} />}
      {filters.categoryId !== null && <input type="hidden" name="cat" value={filters.categoryId} />}
      {withNameSearch ? <NameSearchBox value={filters.text} onChange={(text) => filters.set('q', text)} /> : <div className="hidden flex-1 md:block" />}
      <div className="flex gap-2 md:w-60">
        {filterButton}
        <div className="flex-1">
          <SortSelect value={filters.sort} onChange={(sort) => filters.set('sort', sort)} />
        </div>
        <noscript>
          <button type="submit" className="h-10 rounded-lg bg-primary px-4 text-sm font-bold text-white">{m.listing_apply({}, { locale })}</button>
        </noscript>
      </div>
    </form>
  );
}
