import { applyListingFilters, messages } from '@haat/shared/rules';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/search-results';
import { CategoryCounts, categoriesOf } from '../components/listing/category-counts.tsx';
import { FilterButton, FilterPanel, useFilterDrawer } from '../components/listing/filter-panel.tsx';
import { ListingNotice } from '../components/listing/listing-notice.tsx';
import { ListingToolbar } from '../components/listing/listing-toolbar.tsx';
import { NoProductsFound } from '../components/listing/no-products-found.tsx';
import { PriceFilter } from '../components/listing/price-filter.tsx';
import { ProductGrid } from '../components/listing/product-grid.tsx';
import { SearchHeader } from '../components/listing/search-header.tsx';
import { takeSearchHandoff } from '../components/listing/search-handoff.ts';
import { useListingParams } from '../components/listing/use-listing-params.ts';
import { storeApi } from '../lib/store-api-context.ts';

// The route parameter is the search text, so a direct link or a reload searches again.
export async function loader({ context, params }: Route.LoaderArgs) {
  const query = params.searchQuery.trim();
  const products = query === '' ? [] : await storeApi(context).findProducts({ search: query }).catch(() => null);
  return { query, products };
}

// Coming from the header search, the results are already here: no second request.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const query = params.searchQuery.trim();
  const handed = takeSearchHandoff(query);
  return handed ? { query, products: handed } : serverLoader();
}

// Filters and sort work on the loaded results, so changing them must not search again.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, products } = loaderData;
  const filters = useListingParams();
  const drawer = useFilterDrawer();
  if (products !== null && products.length === 0) return <NoProductsFound query={query} />;

  const list = products ?? [];
  const inCategory = filters.categoryId === null ? list : list.filter((p) => p.categoryId === filters.categoryId);
  const shown = applyListingFilters(inCategory, { band: filters.band, sort: filters.sort, text: '' });
  const activeCount = (filters.band === 'all' ? 0 : 1) + (filters.categoryId === null ? 0 : 1);

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-6 md:py-6">
      <SearchHeader query={query} shown={shown.length} total={products?.length ?? null} />
      <div className="flex gap-6">
        <FilterPanel drawer={drawer}>
          <CategoryCounts
            counts={categoriesOf(list)}
            total={list.length}
            selected={filters.categoryId}
            hrefFor={(id) => filters.hrefWith('cat', id === null ? '' : String(id))}
          />
          <PriceFilter band={filters.band} hrefFor={(band) => filters.hrefWith('price', band)} />
        </FilterPanel>
        <div className="min-w-0 flex-1">
          <ListingToolbar filters={filters} withNameSearch={false} filterButton={<FilterButton drawer={drawer} activeCount={activeCount} />} />
          {products === null
            ? <ListingNotice message={messages.productsFailed} />
            : (
              <ProductGrid
                products={shown}
                empty={<p className="font-semibold text-gray-800">No results match these filters.</p>}
              />
            )}
        </div>
      </div>
    </div>
  );
}
