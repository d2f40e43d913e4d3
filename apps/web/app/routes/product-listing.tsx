import { isRouteErrorResponse, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product-listing';
import { allCategories } from '../components/category-links.ts';
import { CategorySidebar } from '../components/listing/category-sidebar.tsx';
import { FilterButton, FilterPanel, useFilterDrawer } from '../components/listing/filter-panel.tsx';
import { KeptMarkup, keptMarkupName } from '../components/kept-markup.tsx';
import { ListingHeader } from '../components/listing/listing-header.tsx';
import { serverHtmlUntilLoaded } from '../components/server-html-until-loaded.tsx';
import { ListingNotice } from '../components/listing/listing-notice.tsx';
import { ListingToolbar } from '../components/listing/listing-toolbar.tsx';
import { listingViewOf, productListView } from '../components/listing/listing-view.ts';
import { loadListing } from '../components/listing/load-listing.server.ts';
import { useRememberListing, withMorePages } from '../components/listing/load-more.ts';
import { LoadMoreLink } from '../components/listing/load-more-link.tsx';
import { PriceFilter } from '../components/listing/price-filter.tsx';
import { ProductGrid } from '../components/listing/product-grid.tsx';
import { readCards } from '../components/product-card/card-product.ts';
import { useListingParams } from '../components/listing/use-listing-params.ts';
import { browserStoreApi } from '../lib/browser-store-api.ts';
import { rootAddressLanguage, rootOrigin, seoLinks, withoutSeoLinks } from '../lib/seo-links.ts';
import { menuGroups, type ShellData } from '../lib/shell.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { reusedForStore } from '../lib/store-reuse.server.ts';
import * as m from '../i18n/m/listing.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_categories_failed } from '../i18n/paraglide/messages/errors_categories_failed.js';
import { errors_no_category_products } from '../i18n/paraglide/messages/errors_no_category_products.js';
import { errors_products_failed } from '../i18n/paraglide/messages/errors_products_failed.js';
import { errors_render_error } from '../i18n/paraglide/messages/errors_render_error.js';
import { useLocale } from '../i18n/use-locale.ts';

// Filters, sort and pages are in the address; the server applies them to the whole result.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = listingViewOf(url.searchParams);
  // The same listing for every shopper, reused while the store and its stock are unchanged (decision 052).
  return reusedForStore(request, `listing ${url.pathname} ${JSON.stringify(view)}`, async () => {
    const { listing, complete } = await loadListing(storeApi(context), url.pathname, params.id, view);
    return { value: listing, complete };
  });
}

// "Load more" fetches only the next page and appends it; anything else asks the loader.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withMorePages(request, serverLoader, async ({ target }, offset, limit) => {
    const view = productListView(listingViewOf(new URL(request.url).searchParams), offset, limit);
    return (await browserStoreApi()).findProductPage({ id: target.id, type: target.type }, view);
  });
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search) && defaultShouldRevalidate;
}

// The root's title and description, with the canonical address of what the listing shows: a
// subcategory's at /products-section/{id} however it was reached, without filters, sort or page
// count, which show the same products as the plain address the sitemap lists (decision 039).
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const target = loaderData?.target;
  const path = target ? `/${target.type === 'subcat' ? 'products-section' : 'products-section2'}/${target.id}` : null;
  return [...withoutSeoLinks(matches.find((match) => match?.id === 'root')?.meta ?? []), ...seoLinks(rootOrigin(matches), path, rootAddressLanguage(matches, location.search))];
}

export default function ProductListing({ loaderData }: Route.ComponentProps) {
  const { target, page } = loaderData;
  const shell = useRouteLoaderData<ShellData>('root');
  const cards = page === null ? [] : readCards(page.products);
  const location = useLocation();
  useRememberListing(loaderData, location);
  const filters = useListingParams();
  const drawer = useFilterDrawer();
  const locale = useLocale();
  const { pathname, search } = location;
  const activeCount = filters.band === 'all' ? 0 : 1;
  const openCategoryId = target.type === 'cat' ? target.id : (target.parent?.id ?? null);

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-6 md:py-6">
      {/* The heading, price filter and toolbar follow the address and the answer: the server
          writes them from memory for an address asked again (decision 054). */}
      <KeptMarkup by={keptMarkupName('listing header', target, page?.total ?? 0, page?.resultCount ?? null, locale)}>
        <ListingHeader target={target} shown={page?.total ?? 0} total={page?.resultCount ?? null} />
      </KeptMarkup>
      <div className="flex gap-6">
        <FilterPanel drawer={drawer}>
          {/* Price first: the category tree is long and would push it out of sight. */}
          <KeptMarkup by={keptMarkupName('price filter', pathname, search, filters, locale)}>
            <PriceFilter band={filters.band} hrefFor={(band) => filters.hrefWith('price', band)} />
          </KeptMarkup>
          {shell?.categoriesFailed
            ? <ListingNotice message={errors_categories_failed({}, { locale })} />
            : (
              // The store's whole category tree: written from memory after the first time (decision 054).
              <KeptMarkup key={`${target.type}${target.id}`} by={keptMarkupName('category sidebar', shell?.menu, openCategoryId, target.type, target.id, locale)}>
                <CategorySidebar categories={allCategories(menuGroups(shell))} openCategoryId={openCategoryId} current={target} />
              </KeptMarkup>
            )}
        </FilterPanel>
        <div className="min-w-0 flex-1">
          <KeptMarkup by={keptMarkupName('listing toolbar', pathname, search, filters, drawer.open, activeCount, locale)}>
            <ListingToolbar filters={filters} filterButton={<FilterButton drawer={drawer} activeCount={activeCount} />} />
          </KeptMarkup>
          {page === null
            ? <ListingNotice message={errors_products_failed({}, { locale })} />
            : (
              <>
                <ProductGrid
                  products={cards}
                  empty={page.resultCount === 0
                    ? <p className="font-semibold text-gray-800">{errors_no_category_products({}, { locale })}</p>
                    : <NoMatches />}
                />
                {cards.length > 0 && (
                  <LoadMoreLink shown={cards.length} total={page.total} noun="products" href={filters.hrefWith('page', String(filters.pages + 1))} />
                )}
              </>
            )}
        </div>
      </div>
    </div>
  );
}

function NoMatches() {
  const locale = useLocale();
  return (
    <>
      <p className="font-semibold text-gray-800">{m.listing_no_matches({}, { locale })}</p>
      <p className="mt-1 text-sm text-gray-500">{m.listing_try_another_price({}, { locale })}</p>
    </>
  );
}

// Only an unknown or broken listing shows it: the server's HTML, its code not in a listing's first
// scripts (decision 050).
const ListingNotFound = serverHtmlUntilLoaded(() => import('../components/listing/listing-not-found.tsx').then((module) => module.ListingNotFound));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ListingNotFound title={m.listing_category_not_found({}, { locale })} message={m.listing_category_missing({}, { locale })} />;
  }
  return <ListingNotFound title={errors_render_error({}, { locale })} message={errors_products_failed({}, { locale })} />;
}
