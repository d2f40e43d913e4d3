import { afterEach, expect, it, vi } from 'vitest';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { orderHelpers } from './support/orders.ts';

// Browsing keeps what a reseller edits for up to 30 s, and reads stock live (decision 015).
describeEachEngine('browsing reads stock live and reuses product details', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  afterEach(() => { vi.useRealTimers(); });

  const stockOnPage = async (slug: string) => (await suite.api.client.getProduct(slug))?.sizes.map((s) => s.stock);
  const stockInList = async (id: number) => (await suite.api.client.getProductsByIds([id]))[0]?.sizes.map((s) => s.stock);

  it('a shopper\'s order shows at once in the stock of the product page and of lists', async () => {
    await h.setStock(suite.fx.products.saree, 'Free Size', 7);
    expect(await stockOnPage('banarasi-silk-saree-c3')).toEqual([7]);
    expect(await stockInList(suite.fx.products.saree)).toEqual([7]);

    const me = await h.shopper();
    const placed = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.saree, quantity: 3 }] });
    expect(placed.status).toBe(200);
    expect(await stockOnPage('banarasi-silk-saree-c3')).toEqual([4]);
    expect(await stockInList(suite.fx.products.saree)).toEqual([4]);

    // Stock changed by another process (a second server, the reseller's tools) shows at once too.
    await h.setStock(suite.fx.products.saree, 'Free Size', 0);
    expect(await stockOnPage('banarasi-silk-saree-c3')).toEqual([0]);
    expect(await stockInList(suite.fx.products.saree)).toEqual([0]);
  });

  it('a reseller\'s edit of a name or price shows within 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tiffin = suite.fx.products.tiffin;
    const { asin } = await suite.test.db.selectFrom('products').select('asin').where('id', '=', tiffin).executeTakeFirstOrThrow();
    // Both lookups, by slug and by id, are now in memory.
    const before = await suite.api.client.getProduct(asin);
    expect(await stockInList(tiffin)).toBeDefined();
    await suite.test.db.updateTable('products').set({ name: 'Steel Tiffin Box 4 Tier', discount_price: 59_900 }).where('id', '=', tiffin).execute();

    expect((await suite.api.client.getProduct(asin))?.name).toBe(before?.name);
    vi.advanceTimersByTime(30_001);
    expect(await suite.api.client.getProduct(asin)).toMatchObject({ name: 'Steel Tiffin Box 4 Tier', discountPrice: 599 });
    expect((await suite.api.client.getProductsByIds([tiffin]))[0]).toMatchObject({ name: 'Steel Tiffin Box 4 Tier', discountPrice: 599 });
  });

  it('a size added or removed behind the console\'s back shows at once, with the stock of every other size', async () => {
    const tiffin = suite.fx.products.tiffin;
    const { asin } = await suite.test.db.selectFrom('products').select('asin').where('id', '=', tiffin).executeTakeFirstOrThrow();
    const sizesOnPage = async () => (await suite.api.client.getProduct(asin))?.sizes.map((s) => [s.label, s.stock]);
    const sizesInList = async () => (await suite.api.client.getProductsByIds([tiffin]))[0]?.sizes.map((s) => [s.label, s.stock]);
    // Kept in memory, labels and all (decision 033); the version stays, as no console change was made.
    expect(await sizesOnPage()).toEqual([['500 ml', 9], ['1 L', 0]]);
    expect(await sizesInList()).toEqual([['500 ml', 9], ['1 L', 0]]);

    const added = await suite.test.db.insertInto('product_sizes')
      .values({ store_id: suite.fx.storeId, product_id: tiffin, label: '2 L', stock: 4, sort: 5 }).returning('id').executeTakeFirstOrThrow();
    await h.setStock(tiffin, '500 ml', 8);
    expect(await sizesOnPage()).toEqual([['500 ml', 8], ['1 L', 0], ['2 L', 4]]);
    expect(await sizesInList()).toEqual([['500 ml', 8], ['1 L', 0], ['2 L', 4]]);

    await suite.test.db.deleteFrom('product_sizes').where('id', '=', added.id).execute();
    expect(await sizesOnPage()).toEqual([['500 ml', 8], ['1 L', 0]]);
    expect(await sizesInList()).toEqual([['500 ml', 8], ['1 L', 0]]);
  });

  it('an unknown slug is asked for again: a product given that slug later is found at once', async () => {
    expect(await suite.api.client.getProduct('holi-t-shirt-renamed')).toBeNull();
    await suite.test.db.updateTable('products').set({ asin: 'holi-t-shirt-renamed' }).where('id', '=', suite.fx.products.holi).execute();
    expect((await suite.api.client.getProduct('HOLI-T-SHIRT-RENAMED'))?.name).toBe('HOLI T-SHIRT');
  });
});
