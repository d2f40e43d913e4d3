import type { StoreApi } from '@haat/shared/api';
import type { LoadedProducts } from './browser-products.ts';

/**
 * Server side of a page listing cookie items (cart, wishlist): the products the cookie names,
 * fetched for the first HTML. A failure gives null; the browser then tries again and says so
 * only if that fails too.
 */
export async function loadProductsByIds(api: StoreApi, ids: number[]): Promise<{ loaded: LoadedProducts | null }> {
  try {
    return { loaded: { ids, products: await api.getProductsByIds(ids) } };
  } catch {
    return { loaded: null };
  }
}
