import type { SimilarProductsAnswer } from '../../routes/similar-products.ts';
import { readCards } from '../product-card/card-product.ts';
import { SIMILAR_PRODUCTS_SHOWN } from './similar-products-count.ts';
import type { SimilarProducts } from './similar-products-section.tsx';

/** How long the browser reuses a category's similar products: about as long as the server's catalogue caches. */
const REUSE_MS = 60_000;

const fetched = new Map<number, { at: number; products: Promise<SimilarProducts> }>();

/**
 * The products shown as "Similar Products" under a product (decision 037): its category's first
 * products, without the product itself. The browser asks for them once the page runs, so the
 * server's render of the page neither looks them up nor writes them. A category's answer is
 * reused for a minute, so going from one product to the next in the same category asks once.
 * They come as packed cards from /similar-products/{id} (routes/similar-products.ts), read with
 * JSON.parse alone: no Store API client, whose zod schemas cost a product page its longest task.
 */
export function similarProducts(categoryId: number, productId: number): Promise<SimilarProducts> {
  let entry = fetched.get(categoryId);
  if (!entry || Date.now() - entry.at >= REUSE_MS) {
    const products = fetch(`/similar-products/${categoryId}`, { headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`Similar products: ${response.status}`);
        return response.json() as Promise<SimilarProductsAnswer>;
      })
      .then((answer): SimilarProducts => ({ ok: true, products: readCards(answer.cards) }));
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
