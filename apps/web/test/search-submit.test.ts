import type { ProductListPage, StoreApi } from '@haat/shared/api';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';
import { loader } from '../app/routes/search-submit.ts';

// The header search submitted as a plain form (before the page runs): where it sends the shopper.

function submit(url: string, total: number | Error, headers: Record<string, string> = {}) {
  const asked: string[] = [];
  const context = new RouterContextProvider();
  context.set(storeApiContext, {
    findProductPage: async ({ search }: { search: string }) => {
      asked.push(search);
      if (total instanceof Error) throw total;
      return { products: [], offset: 0, total, resultCount: total, categoryCounts: [] } satisfies ProductListPage;
    },
  } as unknown as StoreApi);
  const answer = loader({ context, params: {}, request: new Request(url, { headers }) } as unknown as Parameters<typeof loader>[0]);
  return { answer: answer as Promise<Response>, asked };
}

const where = async (answer: Promise<Response>) => (await answer).headers.get('location');

describe('GET /Product-Serach?q=', () => {
  it('goes to the results of the trimmed text, written as a path segment', async () => {
    const { answer, asked } = submit('http://shop.test/Product-Serach?q=%20red%2Fsaree%20', 12);
    expect(await where(answer)).toBe('/Product-Serach/red%2Fsaree');
    expect(asked).toEqual(['red/saree']);
  });

  it('goes to /ProductNotFound when nothing matches', async () => {
    expect(await where(submit('http://shop.test/Product-Serach?q=zzqxv', 0).answer)).toBe('/ProductNotFound');
  });

  it('goes on to the results page, which says so, when the search cannot be made', async () => {
    expect(await where(submit('http://shop.test/Product-Serach?q=kurta', new Error('down')).answer)).toBe('/Product-Serach/kurta');
  });

  it('sends an empty search back to the shop page it came from, never to another site', async () => {
    const back = submit('http://shop.test/Product-Serach?q=%20%20', 0, { referer: 'http://shop.test/products-section2/1?price=100-1000' });
    expect(await where(back.answer)).toBe('/products-section2/1?price=100-1000');
    expect(back.asked).toEqual([]);
    expect(await where(submit('http://shop.test/Product-Serach?q=', 0, { referer: 'https://elsewhere.example/phish' }).answer)).toBe('/');
    expect(await where(submit('http://shop.test/Product-Serach', 0).answer)).toBe('/');
    // The shop's own origin with a path the browser reads as another host.
    expect(await where(submit('http://shop.test/Product-Serach?q=', 0, { referer: 'http://shop.test//elsewhere.example/phish' }).answer)).toBe('/');
  });
});
