import type { Route } from './+types/similar-products';
import { packCards, type PackedCards } from '../components/product-card/card-product.ts';
import { SIMILAR_PRODUCTS_ASKED } from '../components/product/similar-products-count.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

/** What GET /similar-products/{categoryId} answers: the category's first products, as cards. */
export interface SimilarProductsAnswer {
  cards: PackedCards;
}

/**
 * GET /similar-products/{categoryId}: the cards a product page shows as "Similar Products"
 * (decision 037). The page asks for them once it runs. Asked here rather than of the Store API
 * directly, the answer is the cards' own fields packed as rows, which the browser reads with
 * JSON.parse alone: the Store API client would first load and start the zod schemas (about
 * 32 kB), the longest task of a product page after its first paint. A GET, so the browser may
 * keep it for the minute a product page would reuse it anyway.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const categoryId = Number(params.categoryId);
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) return text(404, 'No such category.');
  let page;
  try {
    page = await storeApi(context).findProductPage({ id: categoryId, type: 'cat' }, { limit: SIMILAR_PRODUCTS_ASKED });
  } catch {
    return text(502, 'The similar products could not be loaded.');
  }
  const answer: SimilarProductsAnswer = { cards: packCards(page.products) };
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=60' } });
}

function text(status: number, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
