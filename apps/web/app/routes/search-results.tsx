import { useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/search-results';
import { allCategories } from '../components/category-links.ts';
import { CategoryCounts } from '../components/listing/category-counts.tsx';
import { FilterButton, FilterPanel, useFilterDrawer } from '../components/listing/filter-panel.tsx';
import { KeptMarkup, keptMarkupName } from '../components/kept-markup.tsx';
import { ListingNotice } from '../components/listing/listing-notice.tsx';
import { ListingToolbar } from '../components/listing/listing-toolbar.tsx';
import { firstPageOf, listingViewOf, productListView } from '../components/listing/listing-view.ts';
import { toCardPage, useRememberListing, withMorePages, type CardPage } from '../components/listing/load-more.ts';
import { LoadMoreLink } from '../components/listing/load-more-link.tsx';
import { NoProductsFound } from '../components/listing/no-products-found-later.tsx';
import { PriceFilter } from '../components/listing/price-filter.tsx';
import { ProductGrid } from '../components/listing/product-grid.tsx';
import { packCards, readCards } from '../components/product-card/card-product.ts';
import { SearchHeader } from '../components/listing/search-header.tsx';
import { takeSearchHandoff } from '../components/listing/search-handoff.ts';
import { useListingParams } from '../components/listing/use-listing-params.ts';
import { browserStoreApi } from '../lib/browser-store-api.ts';
import { menuGroups, type ShellData } from '../lib/shell.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { reusedForStore } from '../lib/store-reuse.server.ts';
import * as m from '../i18n/m/listing.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_products_failed } from '../i18n/paraglide/messages/errors_products_failed.js';
import { useLocale } from '../i18n/use-locale.ts';

// The route parameter is the search text, so a direct link or a reload searches again; filters,
// sort and pages are in the address, applied by the server to all the results.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const query = params.searchQuery.trim();
  const view = productListView(listingViewOf(new URL(request.url).searchParams));
  if (query === '') return { query, page: emptyPage };
  // The same results for every shopper, reused while the store and its stock are unchanged (decision 052).
  const page = await reusedForStore(request, `search ${query} ${JSON.stringify(view)}`, async () => {
    const found = await storeApi(context).findProductPage({ search: query }, view).then(toCardPage, () => null);
    return { value: found, complete: found !== null };
  });
  return { query, page };
}

const emptyPage: CardPage = { products: packCards([]), offset: 0, total: 0, resultCount: 0, categoryCounts: [] };

// Coming from the header search, the first page is already here: no second request. "Load more"
// fetches only the next page.
export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await searchData(args);
  // "No products found" comes with the page that shows it (decision 050).
  if (data.page?.resultCount === 0) await NoProductsFound.preload().catch(() => {});
  return data;
}

async function searchData({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const query = params.searchQuery.trim();
  const handed = takeSearchHandoff(query);
  if (handed && new URL(request.url).search === '') return { query, page: toCardPage(Array.isArray(handed) ? firstPageOf(handed) : handed) };
  return withMorePages(request, serverLoader, async (_data, offset, limit) => {
    const view = productListView(listingViewOf(new URL(request.url).searchParams), offset, limit);
    return (await browserStoreApi()).findProductPage({ search: query }, view);
  });
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search) && defaultShouldRevalidate;
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, page } = loaderData;
  const cards = page === null ? [] : readCards(page.products);
  const location = useLocation();
  useRememberListing(loaderData, location);
  const shell = useRouteLoaderData<ShellData>('root');
  const filters = useListingParams();
  const drawer = useFilterDrawer();
  const locale = useLocale();
  const { pathname, search } = location;
  if (page !== null && page.resultCount === 0) return <NoProductsFound query={query} />;

  const names = new Map(allCategories(menuGroups(shell)).map((c) => [c.id, c.name]));
  const counts = (page?.categoryCounts ?? []).map((c) => ({ ...c, name: names.get(c.id) ?? m.listing_other_category({}, { locale }) }));
  const activeCount = (filters.band === 'all' ? 0 : 1) + (filters.categoryId === null ? 0 : 1);

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-6 md:py-6">
      {/* The heading, filters and toolbar follow the address and the answer: the server writes
          them from memory for an address asked again (decision 054). */}
      <KeptMarkup by={keptMarkupName('search header', query, page?.total ?? 0, page?.resultCount ?? null, locale)}>
        <SearchHeader query={query} shown={page?.total ?? 0} total={page?.resultCount ?? null} />
      </KeptMarkup>
      <div className="flex gap-6">
        <KeptMarkup by={keptMarkupName('search filters', pathname, search, counts, page?.resultCount ?? 0, filters, drawer.open, locale)}>
          <FilterPanel drawer={drawer}>
            <CategoryCounts
              counts={counts}
              total={page?.resultCount ?? 0}
              selected={filters.categoryId}
              hrefFor={(id) => filters.hrefWith('cat', id === null ? '' : String(id))}
            />
            <PriceFilter band={filters.band} hrefFor={(band) => filters.hrefWith('price', band)} />
          </FilterPanel>
        </KeptMarkup>
        <div className="min-w-0 flex-1">
          <KeptMarkup by={keptMarkupName('search toolbar', pathname, search, filters, drawer.open, activeCount, locale)}>
            <ListingToolbar filters={filters} withNameSearch={false} filterButton={<FilterButton drawer={drawer} activeCount={activeCount} />} />
          </KeptMarkup>
          {page === null
            ? <ListingNotice message={errors_products_failed({}, { locale })} />
            : (
              <>
                <ProductGrid products={cards} empty={<p className="font-semibold text-gray-800">{m.listing_no_result_matches({}, { locale })}</p>} />
                {cards.length > 0 && (
                  <LoadMoreLink shown={cards.length} total={page.total} noun="results" href={filters.hrefWith('page', String(filters.pages + 1))} />
                )}
              </>
            )}
        </div>
      </div>
    </div>
  );
}
