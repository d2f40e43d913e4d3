import type { ProductListPage, ProductSummary, StoreApi } from '@haat/shared/api';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readCards, toCardProduct } from '../app/components/product-card/card-product.ts';
import { SIMILAR_PRODUCTS_ASKED } from '../app/components/product/similar-products-count.ts';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';
import { loader, type SimilarProductsAnswer } from '../app/routes/similar-products.ts';

// GET /similar-products/{categoryId}: a product page's similar products as packed cards (decision 037).

const saree = (id: number): ProductSummary => ({
  id, asin: `SAREE-${id}`, name: `Saree ${id}`, image: `/uploads/${id}.webp`, images: [`/uploads/${id}.webp`], categoryId: 1, category: 'Sarees',
  subcategoryId: 3, subcategory: 'Cotton Sarees', rating: 4, badge: '', sizes: [{ id: 9, label: 'Free Size', stock: 4 }], colors: ['Maroon'],
  originalPrice: 1999, discountPrice: 1299, deliveryCharge: 0, stock: 4,
});

function ask(categoryId: string, answer: ProductSummary[] | Error) {
  const asked: unknown[] = [];
  const context = new RouterContextProvider();
  context.set(storeApiContext, {
    findProductPage: async (filter: unknown, view: unknown) => {
      asked.push([filter, view]);
      if (answer instanceof Error) throw answer;
      return { products: answer, offset: 0, total: answer.length, resultCount: answer.length, categoryCounts: [] } satisfies ProductListPage;
    },
  } as unknown as StoreApi);
  const response = loader({ context, params: { categoryId }, request: new Request(`http://shop.test/similar-products/${categoryId}`) } as unknown as Parameters<typeof loader>[0]);
  return { response: response as Promise<Response>, asked };
}

describe('GET /similar-products/{categoryId}', () => {
  it('answers the category\'s first products as the cards the carousel reads, kept by the browser for a minute', async () => {
    const products = [saree(1), saree(2)];
    const { response, asked } = ask('1', products);
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(readCards(((await answer.json()) as SimilarProductsAnswer).cards)).toEqual(products.map(toCardProduct));
    expect(asked).toEqual([[{ id: 1, type: 'cat' }, { limit: SIMILAR_PRODUCTS_ASKED }]]);
  });

  it('says no for an address that names no category, without asking the Store API', async () => {
    for (const id of ['abc', '0', '-2', '1.5', '99999999999999999999']) {
      const { response, asked } = ask(id, []);
      expect((await response).status, id).toBe(404);
      expect(asked).toEqual([]);
    }
  });

  it('says the products could not be loaded when the Store API fails, and is never kept', async () => {
    const answer = await ask('1', new Error('down')).response;
    expect(answer.status).toBe(502);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
