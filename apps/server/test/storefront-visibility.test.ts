import { beforeAll, expect, it } from 'vitest';
import { apiPaths, productListHeaders } from '@haat/shared/api';
import { messages, productDroppedMessage } from '@haat/shared/rules';
import { createStoreChanges } from '../src/cache/store-changes.ts';
import { stockVersion } from '../src/services/catalogue/stock-version.ts';
import { apiFor, apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { orderHelpers } from './support/orders.ts';

// Only published products reach shoppers (decision 021 §4): a draft or an archived product is,
// to every storefront call, a product the store does not have.
describeEachEngine('storefront shows published products only', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const p = () => suite.fx.products;

  beforeAll(async () => {
    // Before any call, so no answer was cached while they were on sale.
    await suite.test.db.updateTable('products').set({ status: 'draft' }).where('id', '=', p().anarkali).execute();
    await suite.test.db.updateTable('products').set({ status: 'archived' }).where('id', '=', p().saree).execute();
  });

  const post = (path: string, body: unknown) => suite.api.raw(path, { method: 'POST', body: JSON.stringify(body) });
  // Sorted: the engines order products without a featured rank differently.
  const ids = async (reply: Response) => ((await reply.json()) as Array<{ id: number }>).map((product) => product.id).sort((a, b) => a - b);
  const list = (body: object) => post(apiPaths.productFilters, { search: '', subcat_id: 0, type: '', ...body });

  it('leaves them out of listings, with counts of what is left', async () => {
    const kurtas = await list({ type: 'cat', subcat_id: suite.fx.categories.kurtas });
    expect(await ids(kurtas)).toEqual([p().straight, p().holi].sort((a, b) => a - b));
    expect(kurtas.headers.get(productListHeaders.total)).toBe('2');
    const women = await list({ type: 'group', subcat_id: suite.fx.groups.women });
    expect(await ids(women)).toEqual([p().straight, p().holi].sort((a, b) => a - b));
    expect(women.headers.get(productListHeaders.categories)).toBe(`${suite.fx.categories.kurtas}:2`);
    expect(await ids(await list({ type: 'subcat', subcat_id: suite.fx.subcategories.silk }))).toEqual([]);
    expect(await ids(await list({ type: 'subcat', subcat_id: suite.fx.subcategories.anarkali }))).toEqual([]);
  });

  it('leaves them out of search, and their words out of its corrections', async () => {
    expect(await ids(await list({ search: 'kurta' }))).toEqual([p().straight]);
    expect(await ids(await list({ search: 'banarasi' }))).toEqual([]);
    expect(await ids(await list({ search: 'silk saree' }))).toEqual([]);
    // "banarsi" would be corrected to the archived saree's "banarasi" if its words were still known.
    expect(await ids(await list({ search: 'banarsi' }))).toEqual([]);
    expect(await ids(await list({ search: 'anarkali' }))).toEqual([]);
  });

  it('leaves them out of the home sections and GetProductsByIds (guest carts and wishlists)', async () => {
    const home = await (await suite.api.raw(apiPaths.homeSections)).json();
    const shown = home.data.flatMap((s: { list_product: Array<{ id: number }> }) => s.list_product.map((x) => x.id));
    expect(shown).toContain(p().tiffin);
    expect(shown).not.toContain(p().anarkali);
    expect(await ids(await post(apiPaths.productsByIds, { ids: [p().anarkali, p().saree, p().straight] }))).toEqual([p().straight]);
  });

  it('answers their product page as it answers an unknown product', async () => {
    const unknown = await (await post(apiPaths.singleProduct, { search: 'no-such-product' })).json();
    expect(unknown).toEqual([]);
    expect(await (await post(apiPaths.singleProduct, { search: 'cotton-anarkali-kurta-a1' })).json()).toEqual(unknown);
    expect(await (await post(apiPaths.singleProduct, { search: 'banarasi-silk-saree-c3' })).json()).toEqual(unknown);
    expect(await ids(await post(apiPaths.singleProduct, { search: 'rayon-straight-kurta-b2' }))).toEqual([p().straight]);
  });

  it('drops them from a signed-in cart as it drops a deleted product, and refuses to order them', async () => {
    const me = await h.shopper();
    await h.setStock(p().straight, 'S', 5);
    const saved = await me.client.saveCart([
      { productId: p().anarkali, units: 1, size: 'S', color: null },
      { productId: p().straight, units: 1, size: 'S', color: null },
    ]);
    expect(saved.items.map((i) => i.productId)).toEqual([p().straight]);
    expect(saved.message).toBe(`${messages.cartSaved} ${productDroppedMessage(null)}`);

    // A line saved while the product was on sale goes when it is taken off sale.
    await h.putInCart(me.id, p().holi, 'L');
    await suite.test.db.updateTable('products').set({ status: 'draft' }).where('id', '=', p().holi).execute();
    const fetched = await me.client.getCart();
    expect(fetched.items.map((i) => i.productId)).toEqual([p().straight]);
    expect(fetched.message).toBe(productDroppedMessage(null));
    expect(await h.cartOf(me.id)).toEqual([p().straight]);
    await suite.test.db.updateTable('products').set({ status: 'published' }).where('id', '=', p().holi).execute();

    const order = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().straight, quantity: 1, size: 'S' }, { asinid: p().saree, quantity: 1 }] });
    expect(order.status).toBe(404);
    expect(await order.json()).toEqual({ status: 'false', message: messages.productGone });
    expect(await h.ordersOf(me.id)).toEqual([]);
  });
});

// A console change raises the store's counter in its transaction; this process then asks anew at
// once, however recently it cached the store's answers.
describeEachEngine('a recorded change reaches the next storefront call of the same process', (engine) => {
  const suite = apiSuite(engine);

  it('takes a product off sale and back without waiting for any cache', async () => {
    const changes = createStoreChanges();
    const api = apiFor(suite.test.db, 'localhost', undefined, { changes });
    const { straight } = suite.fx.products;
    const post = (path: string, body: unknown) => api.raw(path, { method: 'POST', body: JSON.stringify(body) });
    const seen = async () => {
      const listed = await (await post(apiPaths.productFilters, { type: 'cat', subcat_id: suite.fx.categories.kurtas })).json();
      const found = await (await post(apiPaths.productFilters, { search: 'rayon' })).json();
      const byId = await (await post(apiPaths.productsByIds, { ids: [straight] })).json();
      const page = await (await post(apiPaths.singleProduct, { search: 'rayon-straight-kurta-b2' })).json();
      return [listed, found, byId, page].map((reply: Array<{ id: number }>) => reply.some((x) => x.id === straight));
    };
    const setStatus = async (status: 'draft' | 'published', record: boolean) => {
      const counter = await suite.test.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ status }).where('id', '=', straight).execute();
        return record ? changes.recordChange(trx, suite.fx.storeId) : undefined;
      });
      if (counter !== undefined) changes.seen(suite.fx.storeId, counter);
    };

    expect(await seen()).toEqual([true, true, true, true]);
    // Written without a recorded change, the cached answers still stand: the caches are real.
    await setStatus('draft', false);
    expect(await seen()).toEqual([true, true, true, true]);
    await setStatus('draft', true);
    expect(await seen()).toEqual([false, false, false, false]);
    await setStatus('published', true);
    expect(await seen()).toEqual([true, true, true, true]);
  });
});

// The storefront keys its shell and page caches by this header; a shopper must not choose the key.
describeEachEngine('the page handler names the store version', (engine) => {
  const suite = apiSuite(engine);

  it('sets x-haat-store-version from the page\'s store and its stock, replacing any the client sent', async () => {
    const changes = createStoreChanges();
    const web = () => async (request: Request) => new Response(request.headers.get('x-haat-store-version'));
    const api = apiFor(suite.test.db, 'localhost', undefined, { changes, web });
    const page = async (host: string) =>
      (await api.app.fetch(new Request(`http://${host}/product/x`, { headers: { host, 'x-haat-store-version': '1.999.9' } }))).text();
    const stock = (storeId: number) => stockVersion(suite.test.db, storeId);
    const [ours, others] = [await stock(suite.fx.storeId), await stock(suite.fx.otherStoreId)];
    expect(await page('localhost')).toBe(`${suite.fx.storeId}.0.${ours}`);
    expect(await page('other.example')).toBe(`${suite.fx.otherStoreId}.0.${others}`);
    const counter = await suite.test.db.transaction().execute((trx) => changes.recordChange(trx, suite.fx.storeId));
    changes.seen(suite.fx.storeId, counter);
    expect(await page('localhost')).toBe(`${suite.fx.storeId}.1.${ours}`);
    // A sale, a cancellation or a stock edit moves the third part, so no kept page or listing outlives it.
    await suite.test.db.updateTable('product_sizes').set({ stock: 7 }).where('product_id', '=', suite.fx.products.anarkali).execute();
    expect(await page('localhost')).toBe(`${suite.fx.storeId}.1.${await stock(suite.fx.storeId)}`);
    expect(await stock(suite.fx.storeId)).toBeGreaterThan(ours);
    expect(await page('other.example')).toBe(`${suite.fx.otherStoreId}.0.${others}`);
  });
});
