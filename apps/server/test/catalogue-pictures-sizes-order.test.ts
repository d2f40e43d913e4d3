import { expect, it } from 'vitest';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

// A product's pictures and sizes come in the order the reseller set (sort, then the order they
// were added), whichever order their rows were written in, on a listing and on the product page.
// SQLite's query plan for it is checked beside the listing's (catalogue-listing-order.test.ts).
describeEachEngine('a product\'s pictures and sizes in display order', (engine) => {
  const suite = apiSuite(engine);

  it('follows sort, then id, on a listing and on the product page', async () => {
    const { db, fx } = { db: suite.test.db, fx: suite.fx };
    const tiffin = fx.products.tiffin;
    const { asin } = await db.selectFrom('products').select('asin').where('id', '=', tiffin).executeTakeFirstOrThrow();
    await db.deleteFrom('product_images').where('product_id', '=', tiffin).execute();
    await db.deleteFrom('product_sizes').where('product_id', '=', tiffin).execute();
    // Written last-first: the ids run against the display order, and two share a sort.
    await db.insertInto('product_images').values([
      { store_id: fx.storeId, product_id: tiffin, file: 'catalogue/tiffin-c.jpg', sort: 2 },
      { store_id: fx.storeId, product_id: tiffin, file: 'catalogue/tiffin-a.jpg', sort: 0 },
      { store_id: fx.storeId, product_id: tiffin, file: 'catalogue/tiffin-b1.jpg', sort: 1 },
      { store_id: fx.storeId, product_id: tiffin, file: 'catalogue/tiffin-b2.jpg', sort: 1 },
    ]).execute();
    // Stock runs against the display order too, so an order by stock would show.
    await db.insertInto('product_sizes').values([
      { store_id: fx.storeId, product_id: tiffin, label: '2 L', stock: 1, sort: 2 },
      { store_id: fx.storeId, product_id: tiffin, label: '500 ml', stock: 9, sort: 0 },
      { store_id: fx.storeId, product_id: tiffin, label: '1 L', stock: 5, sort: 1 },
    ]).execute();
    const pictures = ['catalogue/tiffin-a.jpg', 'catalogue/tiffin-b1.jpg', 'catalogue/tiffin-b2.jpg', 'catalogue/tiffin-c.jpg'];
    const sizes = [['500 ml', 9], ['1 L', 5], ['2 L', 1]];

    const [listed] = await suite.api.client.getProductsByIds([tiffin]);
    expect(listed?.images).toEqual(pictures);
    expect(listed?.sizes.map((s) => [s.label, s.stock])).toEqual(sizes);
    const page = await suite.api.client.getProduct(asin);
    expect(page?.images).toEqual(pictures);
    expect(page?.sizes.map((s) => [s.label, s.stock])).toEqual(sizes);
  });
});
