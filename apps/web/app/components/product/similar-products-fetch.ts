import { browserStoreApi } from '../../lib/browser-store-api.ts';
import { toCardProduct } from '../product-card/card-product.ts';
import type { SimilarProducts } from './similar-products-section.tsx';

/** How many similar products the carousel carries (it shows 6 a page on desktop). */
export const SIMILAR_PRODUCTS_SHOWN = 24;

/** How long the browser reuses a category's similar products: about as long as the server's catalogue caches. */
const REUSE_MS = 60_000;

const fetched = new Map<number, { at: number; products: Promise<SimilarProducts> }>();

/**
 * The products shown as "Similar Products" under a product (decision 037): its category's first
 * products, without the product itself. The browser asks for them once the page runs, so the
 * server's render of the page neither looks them up nor writes them. A category's answer is
 * reused for a minute, so going from one product to the next in the same category asks once.
 */
export function similarProducts(categoryId: number, productId: number): Promise<SimilarProducts> {
  let entry = fetched.get(categoryId);
  if (!entry || Date.now() - entry.at >= REUSE_MS) {
    // One more than shown, in case the product itself is among them.
    const products = browserStoreApi()
      .then((api) => api.findProductPage({ id: categoryId, type: 'cat' }, { limit: SIMILAR_PRODUCTS_SHOWN + 1 }))
      .then((page): SimilarProducts => ({ ok: true, products: page.products.map(toCardProduct) }));
    // A failed call is asked again the next time a page needs it.
    products.catch(() => { fetched.delete(categoryId); });
    entry = { at: Date.now(), products };
    fetched.set(categoryId, entry);
  }
  return entry.products.then(
    (result) => (result.ok ? { ok: true, products: result.products.filter((p) => p.id !== productId).slice(0, SIMILAR_PRODUCTS_SHOWN) } : result),
    (): SimilarProducts => ({ ok: false }),
  );
}
