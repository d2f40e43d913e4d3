import type { ReactNode } from 'react';
import type { useListingParams } from './use-listing-params.ts';
import { NameSearchBox } from './name-search-box.tsx';
import { SortSelect } from './sort-select.tsx';

interface ListingToolbarProps {
  filters: ReturnType<typeof useListingParams>;
  /** The phone's Filters button, set beside the sort dropdown. */
  filterButton: ReactNode;
  /** Whether to offer the in-page name search (the category listing does, search results do not). */
  withNameSearch?: boolean;
}

/** Above the grid: the name search and the sort dropdown. */
export function ListingToolbar({ filters, filterButton, withNameSearch = true }: ListingToolbarProps) {
  return (
    <div className="mb-3 flex flex-col gap-2 md:mb-4 md:flex-row">
      {withNameSearch ? <NameSearchBox value={filters.text} onChange={(text) => filters.set('q', text)} /> : <div className="hidden flex-1 md:block" />}
      <div className="flex gap-2 md:w-60">
        {filterButton}
        <div className="flex-1">
          <SortSelect value={filters.sort} onChange={(sort) => filters.set('sort', sort)} />
        </div>
      </div>
    </div>
  );
}
