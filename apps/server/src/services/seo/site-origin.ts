import { ttlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import { mailLinkOrigin, storeHostNames } from '../accounts/password-reset.ts';

/** What decides a store's public origin for one request. */
export interface OriginRequest {
  storeId: number;
  /** The store's version (decision 021 §4): a new host shows on the next request. */
  version: number;
  /** PUBLIC_URL, when set: it wins. */
  publicUrl?: string | undefined;
  /** `https:` or `http:`, as the shopper reached us (behind trusted proxies, as the outermost one says). */
  protocol: string;
  /** The Host header (or the URL's host). */
  host: string;
}

// A page render asks for it, so the store's hosts are kept (a query per page would cost more
// than the canonical link is worth); keyed by version, so a change shows at once.
const hostsOfStore = ttlCache<string[]>(30_000, 1_000);

/**
 * The origin of the shop's absolute URLs (sitemap, robots.txt, canonical links): PUBLIC_URL, or
 * the request's own when its host is one of the store's (or loopback, for development), else the
 * store's first host: the rule links in mail follow (mailLinkOrigin), so a forged Host header
 * never names another site as the shop's canonical address.
 */
export async function siteOrigin(db: Db, request: OriginRequest): Promise<string> {
  if (request.publicUrl) return mailLinkOrigin({ publicUrl: request.publicUrl, requestOrigin: '', storeHosts: [] }).origin;
  const hosts = await hostsOfStore.get(db, `${request.storeId}@${request.version}`, () => storeHostNames(db, request.storeId));
  return mailLinkOrigin({ requestOrigin: `${request.protocol}//${request.host}`, storeHosts: hosts }).origin;
}

/** Set by the server on each page request it hands the storefront: the origin its canonical links use. */
export const siteOriginHeader = 'x-haat-site-origin';
