import type { MetaDescriptor } from 'react-router';
import { addressIn, isLocale, langParam, type Locale, type StoreLanguages } from '../i18n/locale.ts';

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
 * products as the plain address. Only `?lang=` names another address of the page, its version in
 * one language (`addressLanguage`, decision 045).
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

/**
 * The language an address names with `?lang=en|hi` when the store offers Hindi, or null for the
 * plain address (where the server picks the language: hreflang's x-default) and for every address
 * of an English-only store, which shows English whatever it says. Each language's address is
 * canonical to itself, as search engines ask of the versions hreflang links (decision 045).
 */
export function addressLanguage(search: string, languages: StoreLanguages | undefined): Locale | null {
  if (languages && !languages.hindiEnabled) return null;
  const lang = new URLSearchParams(search).get(langParam);
  return isLocale(lang) ? lang : null;
}

/** Keeps a page out of search results; a crawler that reaches it anyway reads this. */
export const noIndex: MetaDescriptor = { name: 'robots', content: 'noindex' };

/**
 * A page's search-engine tags: `<link rel="canonical">` with `origin` + `path` (+ `?lang=` when
 * the address names a `language`), or `noindex` when `path` is null (a page no one else should
 * find). Without an origin there is no absolute address to give, and no tag.
 */
export function seoLinks(origin: string | undefined, path: string | null, language: Locale | null = null): MetaDescriptor[] {
  if (path === null) return [noIndex];
  return origin ? [{ tagName: 'link', rel: 'canonical', href: `${origin}${language ? addressIn(language, path, '') : path}` }] : [];
}

/** `meta` minus any canonical link or robots tag, so a route can put its own after a parent's. */
export function withoutSeoLinks(meta: MetaDescriptor[]): MetaDescriptor[] {
  return meta.filter((tag) => !('rel' in tag && tag.rel === 'canonical') && !('name' in tag && tag.name === 'robots'));
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
const rootData = (matches: Matches) => matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string; languages?: StoreLanguages } | undefined;

/** The shop's origin as the root route's data (the shell) carries it, for a route's meta. */
export function rootOrigin(matches: Matches): string | undefined {
  return rootData(matches)?.origin;
}

/** `addressLanguage` with the store's settings from the root route's data, for a route's meta. */
export function rootAddressLanguage(matches: Matches, search: string): Locale | null {
  return addressLanguage(search, rootData(matches)?.languages);
}
