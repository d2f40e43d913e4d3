import { toCardProduct, type CardProduct } from '../product-card/card-product.ts';
import { browserStoreApi } from '../../lib/browser-store-api.ts';
import { SECTION_PRODUCTS } from './home-section.tsx';

/** How long the browser reuses the home sections it fetched: about as long as the server's own catalogue caches. */
const REUSE_MS = 60_000;

let fetched: { at: number; sections: Promise<Map<number, CardProduct[]>> } | null = null;

/**
 * The products of the home sections below the first screen, which the first HTML leaves out
 * (decision 034): one Store API call for all of them, shared by every section that asks.
 */
export function laterSectionProducts(): Promise<Map<number, CardProduct[]>> {
  if (fetched && Date.now() - fetched.at < REUSE_MS) return fetched.sections;
  const sections = browserStoreApi()
    .then((api) => api.getHomeSections())
    .then((all) => new Map(all.map((s) => [s.id, s.products.slice(0, SECTION_PRODUCTS).map(toCardProduct)])));
  // A failed call is asked again by the next section that comes near.
  sections.catch(() => { fetched = null; });
  fetched = { at: Date.now(), sections };
  return sections;
}
