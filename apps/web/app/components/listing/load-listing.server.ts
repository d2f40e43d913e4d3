import type { Category, StoreApi } from '@haat/shared/api';
import { toCardPage, type CardPage } from './load-more.ts';
import { data } from 'react-router';
import { productListView, type ListingView } from './listing-view.ts';
import { findCategory, findGroup, findSubcategory, parseListingId, type ListingTarget } from './resolve-listing.ts';

/**
 * The sidebar's categories are not here: every page carries the same ones in the shell's menu
 * (lib/shell.ts), and a second copy was a third of a listing's data.
 */
export interface ListingData {
  target: ListingTarget;
  /** The pages shown, filtered and sorted over the whole result by the server; null when the call failed. */
  page: CardPage | null;
}

/** A listing, and whether every call behind it answered (a fallback is not kept for other shoppers). */
export interface LoadedListing {
  listing: ListingData;
  complete: boolean;
}

/**
 * Decides what a listing id is by matching it against the loaded categories (spec §2), then loads
 * its products. Category, subcategory and group ids are separate number ranges that overlap, so
 * the route decides the order:
 * - /products-section/{id} is the spec's subcategory route: subcategory ids only.
 * - /products-section2/{id} takes "a category, group or subcategory". The menu links categories
 *   there, so category ids win; then subcategory ids; only an id matching neither is looked up
 *   among the groups (a second call, made just for such ids). A group whose id is also a category
 *   id is therefore reached as that category, which is what every existing link means.
 * An id matching nothing is a 404. When the categories cannot be loaded the route's own kind is
 * assumed (subcategory or category) so the products can still be shown.
 */
export async function loadListing(api: StoreApi, pathname: string, rawId: string | undefined, view: ListingView): Promise<LoadedListing> {
  const id = parseListingId(rawId);
  if (id === null) throw data(null, { status: 404 });
  const subcategoryRoute = !/^\/products-section2\//i.test(pathname);

  let categories: Category[] = [];
  let categoriesFailed = false;
  try {
    categories = await api.getCategories();
  } catch {
    categoriesFailed = true;
  }

  let target: ListingTarget | null;
  if (categoriesFailed) {
    // No name to show: the header says "Products" in the page's language.
    target = { type: subcategoryRoute ? 'subcat' : 'cat', id, title: '', parent: null };
  } else if (subcategoryRoute) {
    target = findSubcategory(categories, id);
  } else {
    target = findCategory(categories, id) ?? findSubcategory(categories, id)
      ?? findGroup(await api.getGroupsWithCategories().catch(() => []), id);
  }
  if (!target) throw data(null, { status: 404 });

  const page = await api.findProductPage({ id: target.id, type: target.type }, productListView(view)).then(toCardPage, () => null);
  return { listing: { target, page }, complete: !categoriesFailed && page !== null };
}
