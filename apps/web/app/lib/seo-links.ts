import type { MetaDescriptor } from 'react-router';

// Runs in every route's meta, on the server and in the browser: plain patterns, no zod (decision 039).

/** Set by the server on each page request: the shop's origin as its sitemap names it (PUBLIC_URL or the store's host). */
export const siteOriginHeader = 'x-haat-site-origin';

/** The shop's public pages by the spec's spelling; route matching ignores case, canonical links do not. */
const staticPages = ['/aboutPage', '/CustomerSupport', '/ReturnPolicy', '/ResellerTermsConditions'];
const staticByLowerCase = new Map(staticPages.map((path) => [path.toLowerCase(), path]));

/**
 * The canonical path of a page anyone may find (home, a product, a listing, a static page), or
 * null for every other: the shopper's own pages (account, orders, cart, checkout, payment,
 * wishlist, recently viewed, sign-in) and not-found pages. A product's three paths are one page
 * at /product/{ASIN}. Search results are a page a shopper may land on from a search engine
 * ("kurta" at /Product-Serach/kurta), so they stay findable, though the sitemap does not list
 * them. The query string is dropped: filters, sort and "Load more" page count show the same
 * products as the plain address.
 */
export function canonicalPath(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return '/';
  const product = /^\/product(?:-category|-categoryy)?\/([^/]+)\/?$/i.exec(pathname);
  if (product) return `/product/${product[1]}`;
  const listing = /^\/(products-section2?)\/([0-9]+)\/?$/i.exec(pathname);
  if (listing) return `/${listing[1]!.toLowerCase()}/${Number(listing[2])}`;
  const search = /^\/Product-Serach\/([^/]+)\/?$/i.exec(pathname);
  if (search) return `/Product-Serach/${search[1]}`;
  return staticByLowerCase.get(pathname.replace(/\/$/, '').toLowerCase()) ?? null;
}

/** Keeps a page out of search results; a crawler that reaches it anyway reads this. */
export const noIndex: MetaDescriptor = { name: 'robots', content: 'noindex' };

/**
 * A page's search-engine tags: `<link rel="canonical">` with `origin` + `path`, or `noindex`
 * when `path` is null (a page no one else should find). Without an origin there is no absolute
 * address to give, and no tag.
 */
export function seoLinks(origin: string | undefined, path: string | null): MetaDescriptor[] {
  if (path === null) return [noIndex];
  return origin ? [{ tagName: 'link', rel: 'canonical', href: `${origin}${path}` }] : [];
}

/** `meta` minus any canonical link or robots tag, so a route can put its own after a parent's. */
export function withoutSeoLinks(meta: MetaDescriptor[]): MetaDescriptor[] {
  return meta.filter((tag) => !('rel' in tag && tag.rel === 'canonical') && !('name' in tag && tag.name === 'robots'));
}

/** The shop's origin as the root route's data (the shell) carries it, for a route's meta. */
export function rootOrigin(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string | undefined {
  const shell = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return shell?.origin;
}
