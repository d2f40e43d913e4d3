import { redirect } from 'react-router';
import type { Route } from './+types/search-submit';
import { listingViewOf, productListView } from '../components/listing/listing-view.ts';
import { safeReturnPath } from '../lib/auth-redirect.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

/**
 * GET /Product-Serach?q=…: the header search as a plain form. Once the page runs, the header
 * searches in the browser and never comes here; before that (a slow phone still loading the
 * scripts, which start after the page's largest picture, decision 048) or without JavaScript,
 * Enter submits the form natively and this sends the shopper where the browser's search would
 * have: the results at /Product-Serach/{text}, or /ProductNotFound when nothing matches (spec §4).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  // An empty search does nothing in the browser; here it goes back where it came from.
  if (query === '') return redirect(sameSiteReferer(request) ?? '/');
  // The results page's own first call, so the Store API answers that page again from its cache;
  // a failed call goes on to the results page, which says so.
  const firstPage = productListView(listingViewOf(new URLSearchParams()));
  const total = await storeApi(context).findProductPage({ search: query }, firstPage).then((page) => page.total, () => null);
  return redirect(total === 0 ? '/ProductNotFound' : `/Product-Serach/${encodeURIComponent(query)}`);
}

/**
 * The page the form was on, when it is this shop's own: never a redirect to another site (a
 * path such as "//other.host" is refused as after signing in, by safeReturnPath).
 */
function sameSiteReferer(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? safeReturnPath(`${from.pathname}${from.search}`) : null;
  } catch {
    return null;
  }
}
