import { keepReadOnly } from './read-only.ts';

/**
 * Set by the server on every page request from the store's change counter and its stock version
 * (`<store>.<change>.<stock>`); never the shopper's. A console change, a sale or a cancellation
 * moves it, so what was kept under the older value is never asked for again.
 */
export const storeVersionHeader = 'x-haat-store-version';

// Five seconds, as for the store's shell (load-shell.server.ts): under load that spares all but
// one page in hundreds the Store API calls and their parsing. A change to the catalogue or its
// stock shows at once, through the version in the key; five seconds is how long anything else in
// an answer may lag (a product's new rating), as the Store API's own caches let it lag for longer.
// Keys are hosts, addresses and searches the shopper chooses, hence the bound.
const reuseMs = 5_000;
const maxEntries = 256;
const entries = new Map<string, { loaded: Promise<{ value: unknown; complete: boolean }>; until: number }>();

/** Which store, at which version, a request is for: an older version's entry is never asked for again. */
export function storeKey(request: Request): string {
  return `${new URL(request.url).host.toLowerCase()} ${request.headers.get(storeVersionHeader) ?? ''}`;
}

/**
 * Data every shopper of a store sees alike (the home page's banners and sections, a listing's,
 * a search's or a product's answer), loaded once and reused for a few seconds per store version
 * and `name` (decision 052). A load that fell back (`complete: false`) or failed is not kept: the
 * next page asks again. Every page that reuses the value shares it, so it is frozen all the way
 * down (read-only.ts): a page that tried to change it would fail at once, in every test.
 */
export async function reusedForStore<T>(request: Request, name: string, load: () => Promise<{ value: T; complete: boolean }>): Promise<T> {
  const key = `${storeKey(request)} ${name}`;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return (await hit.loaded).value as T;
  entries.delete(key);
  const entry = { loaded: load().then((loaded) => keepReadOnly(loaded)), until: now + reuseMs };
  entries.set(key, entry);
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? key);
  const forget = () => { if (entries.get(key) === entry) entries.delete(key); };
  const { value, complete } = await entry.loaded.catch((error: unknown) => {
    forget();
    throw error;
  });
  if (!complete) forget();
  return value;
}
