import { ttlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import { logger } from '@haat/shared/log';
import { getCategoryTree } from '../catalogue/catalogue.ts';

/**
 * How big one sitemap file may be: sitemaps.org allows 50,000 URLs and 50 MB uncompressed.
 * Tests pass smaller ones rather than seeding 50,000 products.
 */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const sitemapLimits: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** The shop's own pages, besides products and listings, that anyone may find (the spec's static pages). */
export const staticPagePaths = ['/aboutPage', '/CustomerSupport', '/ReturnPolicy', '/ResellerTermsConditions'] as const;

/** Products read per query: a 100,000-product shop is walked 1,000 rows at a time, never held whole. */
const productPageSize = 1_000;

interface SitemapUrl { path: string; lastmod?: string | null }

export interface SitemapRequest {
  storeId: number;
  /** The store's change version: every catalogue change moves it, and with it the cache key. */
  version: number;
  /** Where the shop is reached, without a trailing slash (site-origin.ts). */
  origin: string;
  /** Whether the store offers Hindi: then every page is listed in both languages (decision 045). */
  hindi?: boolean;
  limits?: SitemapLimits;
}

/** `/sitemap.xml`: the only file, or the index of `/sitemap-1.xml` … when the shop has more URLs than one file holds. */
export type SitemapFile = { kind: 'urlset'; xml: string } | { kind: 'index'; xml: string };

// A whole file is kept per store version (decision 021 §4): asking twice costs a lookup, and a
// console change makes the old file unreachable at once. Few entries: a full file is up to 50 MB.
const roots = ttlCache<SitemapFile>(10 * 60_000, 16);
const parts = ttlCache<string | null>(10 * 60_000, 16);

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const urlsetOpenWithLanguages = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '</urlset>\n';

/** Text for XML content and attributes: the five characters with a meaning of their own escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** The canonical path of a product page: `/product/{ASIN}`, as the storefront's canonical link says (product-seo.ts). */
export function productPath(asin: string): string {
  return `/product/${encodeURIComponent(asin)}`;
}

/**
 * The sitemap's URLs other than products, in the order they are listed: home, the static pages,
 * then every category (/products-section2/{id}), subcategory (/products-section/{id}), and the
 * groups whose listing no category or subcategory id shadows (the home sections link them).
 */
async function pagePaths(db: Db, storeId: number, version: number): Promise<SitemapUrl[]> {
  const groups = await getCategoryTree(db, storeId, version);
  const categories = groups.flatMap((g) => g.categories);
  const subcategories = categories.flatMap((c) => c.subcategories);
  const taken = new Set([...categories.map((c) => c.id), ...subcategories.map((s) => s.id)]);
  return [
    { path: '/' },
    ...staticPagePaths.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/products-section2/${c.id}` })),
    ...subcategories.map((s) => ({ path: `/products-section/${s.id}` })),
    ...groups.filter((g) => !taken.has(g.id)).map((g) => ({ path: `/products-section2/${g.id}` })),
  ];
}

/** Published products only: drafts, archived and deleted products are not the shop's to show (decision 021). */
function publishedProducts(db: Db, storeId: number) {
  return db.selectFrom('products').where('store_id', '=', storeId).where('status', '=', 'published');
}

async function publishedCount(db: Db, storeId: number): Promise<number> {
  const row = await publishedProducts(db, storeId).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A page's addresses (decision 045): in a store with Hindi, the plain one (where the server picks
 * the language: x-default), `?lang=en` and `?lang=hi`, each canonical to itself as the page's
 * canonical link says (seo-links.ts in the web app); else the plain one alone.
 */
const languageVersions = [
  { hreflang: 'x-default', query: '' },
  { hreflang: 'en-IN', query: '?lang=en' },
  { hreflang: 'hi-IN', query: '?lang=hi' },
] as const;

/** How many `<url>` elements one page takes: its plain address and, with Hindi, both languages'. */
function urlsPerPage(hindi: boolean): number {
  return hindi ? languageVersions.length : 1;
}

/**
 * A page's `<url>` elements, or null when they would not fit their share of bytes (such a URL is
 * refused by search engines anyway). With Hindi, each address lists all three as
 * `<xhtml:link rel="alternate" hreflang>`, itself included, as search engines ask.
 */
function urlElement(origin: string, url: SitemapUrl, maxEntryBytes: number, hindi: boolean): string | null {
  const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
  const loc = (query: string) => escapeXml(origin + url.path + query);
  const alternates = languageVersions.map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${loc(v.query)}"/>`).join('');
  const element = hindi
    ? languageVersions.map((v) => `<url><loc>${loc(v.query)}</loc>${lastmod}${alternates}</url>\n`).join('')
    : `<url><loc>${loc('')}</loc>${lastmod}</url>\n`;
  if (Buffer.byteLength(element) <= maxEntryBytes) return element;
  logger.warn('sitemap leaves out a URL too long for it', { path: url.path.slice(0, 200) });
  return null;
}

/** How many pages one file holds: as many as their `<url>` elements fit in `maxUrls`. */
function pagesPerFile(limits: SitemapLimits, hindi: boolean): number {
  return Math.max(1, Math.floor(limits.maxUrls / urlsPerPage(hindi)));
}

/** Bytes one page's `<url>` elements may take so that a file's pages, with its head and tail, stay within `maxBytes`. */
function entryBudget(limits: SitemapLimits, hindi: boolean): number {
  return Math.floor((limits.maxBytes - xmlHeader.length - urlsetOpenWithLanguages.length - urlsetClose.length) / pagesPerFile(limits, hindi));
}

/**
 * The pages at positions [from, to) of the shop's list (pages first, then products by last
 * change), as a urlset. Products are read by keyset on (updated_at, id), 1,000 at a time, from
 * the one at their offset: the console's index on (store_id, status, updated_at, id) answers each
 * page in order on both engines, where ordering by id alone sorted every product per page.
 */
async function urlset(db: Db, request: SitemapRequest, limits: SitemapLimits, from: number, to: number): Promise<string> {
  const pages = await pagePaths(db, request.storeId, request.version);
  const hindi = request.hindi ?? false;
  const budget = entryBudget(limits, hindi);
  const out = [xmlHeader, hindi ? urlsetOpenWithLanguages : urlsetOpen];
  for (const page of pages.slice(from, to)) {
    const element = urlElement(request.origin, page, budget, hindi);
    if (element) out.push(element);
  }
  let remaining = to - Math.max(from, pages.length);
  const offset = Math.max(0, from - pages.length);
  let after: { updated_at: string; id: number } | undefined;
  if (remaining > 0 && offset > 0) {
    after = await publishedProducts(db, request.storeId).select(['updated_at', 'id'])
      .orderBy('updated_at').orderBy('id').limit(1).offset(offset - 1).executeTakeFirst();
    if (!after) remaining = 0;
  }
  while (remaining > 0) {
    const last = after;
    const rows = await publishedProducts(db, request.storeId).select(['id', 'asin', 'updated_at'])
      .$if(last !== undefined, (q) => q.where(({ eb, refTuple, tuple }) => eb(refTuple('updated_at', 'id'), '>', tuple(last!.updated_at, last!.id))))
      .orderBy('updated_at').orderBy('id').limit(Math.min(productPageSize, remaining)).execute();
    for (const row of rows) {
      const element = urlElement(request.origin, { path: productPath(row.asin), lastmod: row.updated_at }, budget, hindi);
      if (element) out.push(element);
    }
    if (rows.length < productPageSize) break;
    remaining -= rows.length;
    after = rows[rows.length - 1]!;
    // SQLite answers on this thread: let the shoppers' requests in between two pages of rows.
    await new Promise((resolve) => setImmediate(resolve));
  }
  out.push(urlsetClose);
  return out.join('');
}

function sitemapIndex(origin: string, count: number): string {
  const out = [xmlHeader, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (let n = 1; n <= count; n += 1) out.push(`<sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>\n`);
  out.push('</sitemapindex>\n');
  return out.join('');
}

/** How many files the shop's URLs need: 1 means `/sitemap.xml` lists them itself. */
async function fileCount(db: Db, request: SitemapRequest, limits: SitemapLimits): Promise<number> {
  const [pages, products] = await Promise.all([pagePaths(db, request.storeId, request.version), publishedCount(db, request.storeId)]);
  return Math.max(1, Math.ceil((pages.length + products) / pagesPerFile(limits, request.hindi ?? false)));
}

function cacheKey(request: SitemapRequest, limits: SitemapLimits, file: string): string {
  return `${request.storeId}@${request.version} ${limits.maxUrls}/${limits.maxBytes} ${request.origin} ${request.hindi ? 'hi' : 'en'} ${file}`;
}

/** `/sitemap.xml`: every URL when they fit one file, else the index of the numbered files. */
export async function sitemapRoot(db: Db, request: SitemapRequest): Promise<SitemapFile> {
  const limits = request.limits ?? sitemapLimits;
  return roots.get(db, cacheKey(request, limits, 'root'), async () => {
    const count = await fileCount(db, request, limits);
    if (count === 1) return { kind: 'urlset', xml: await urlset(db, request, limits, 0, pagesPerFile(limits, request.hindi ?? false)) };
    return { kind: 'index', xml: sitemapIndex(request.origin, count) };
  });
}

/** `/sitemap-{n}.xml` (n from 1): its share of the URLs, or null when the shop has no such file (no index, or n past the last). */
export async function sitemapPart(db: Db, request: SitemapRequest, n: number): Promise<string | null> {
  const limits = request.limits ?? sitemapLimits;
  return parts.get(db, cacheKey(request, limits, `part-${n}`), async () => {
    const count = await fileCount(db, request, limits);
    if (count === 1 || n < 1 || n > count) return null;
    const size = pagesPerFile(limits, request.hindi ?? false);
    return urlset(db, request, limits, (n - 1) * size, n * size);
  });
}
