import { beforeAll, expect, it } from 'vitest';
import { ConsoleApiError, catalogueMessages } from '@haat/shared/console-api';
import { releaseExpiredOrders } from '../../src/services/orders/order-expiry.ts';
import { apiSuite } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { orderHelpers } from '../support/orders.ts';


describeEachEngine('console catalogue: sizes and stock', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  let owner: SignedInStaff;
  beforeAll(async () => { owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner'); });

  it('keeps SKUs unique per store, with the message beside the sku field; another store may reuse one', async () => {
    const product = await owner.client.productCreate({ name: 'SKU holder', category_id: suite.fx.categories.kurtas, original_price: 10, discount_price: 10 });
    const first = await owner.client.sizeCreate(product.id, { label: 'S', sku: 'RZ-KURTA-S', stock: 4 });
    expect(first).toMatchObject({ label: 'S', sku: 'RZ-KURTA-S', stock: 4, sort: 0 });
    const taken = await consoleRefusal(owner.client.sizeCreate(suite.fx.products.straight, { label: 'XS', sku: 'RZ-KURTA-S' }));
    expect([taken.status, taken.fields]).toEqual([400, { sku: catalogueMessages.skuTaken }]);
    const second = await owner.client.sizeCreate(product.id, { label: 'M', sku: '' });
    expect(second.sku).toBeNull();
    expect((await consoleRefusal(owner.client.sizeUpdate(product.id, second.id, { sku: 'RZ-KURTA-S' }))).fields).toEqual({ sku: catalogueMessages.skuTaken });
    const otherOwner = await signedInStaff(suite.api, suite.test.db, suite.fx.otherStoreId, 'owner', 'other.example');
    const foreign = await suite.test.db.selectFrom('products').select('id').where('store_id', '=', suite.fx.otherStoreId).executeTakeFirstOrThrow();
    expect((await otherOwner.client.sizeCreate(foreign.id, { label: 'S', sku: 'RZ-KURTA-S' })).sku).toBe('RZ-KURTA-S');
    const reordered = await owner.client.sizeOrder(product.id, [second.id, first.id]);
    expect(reordered.map((size) => size.label)).toEqual(['M', 'S']);
    expect((await consoleRefusal(owner.client.sizeOrder(product.id, [second.id]))).fields).toEqual({ ids: catalogueMessages.sizeOrder });
  });

  it('gives the SKU message, not a 500, to the loser of two sizes racing for one SKU', async () => {
    const product = await owner.client.productCreate({ name: 'SKU race', category_id: suite.fx.categories.kurtas, original_price: 10, discount_price: 10 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => owner.client.sizeCreate(product.id, { label: `R${i}`, sku: 'RZ-RACE-1' })));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as ConsoleApiError);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refused.map((e) => [e.status, e.fields])).toEqual(Array.from({ length: 7 }, () => [400, { sku: catalogueMessages.skuTaken }]));
  });

  it('never takes stock below 0: of 20 concurrent decrements of 1 from 7, exactly 7 succeed, each with a movement', async () => {
    const product = await owner.client.productCreate({ name: 'Contended', category_id: suite.fx.categories.kurtas, original_price: 10, discount_price: 10 });
    const size = await owner.client.sizeCreate(product.id, { label: 'Free Size', stock: 7 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => owner.client.stockAdjust(product.id, size.id, { delta: -1, reason: 'damage' })));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(refused.map((r) => (r.reason as ConsoleApiError).status)).toEqual(Array(13).fill(409));
    expect((refused[0]!.reason as ConsoleApiError).message).toBe(catalogueMessages.stockBelowZero(0));
    expect((await owner.client.productGet(product.id)).sizes[0]!.stock).toBe(0);
    const movements = await suite.test.db.selectFrom('stock_movements').selectAll().where('size_id', '=', size.id).where('reason', '=', 'damage').execute();
    expect(movements).toHaveLength(7);
    expect(movements.map((m) => m.stock_after).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(movements.every((m) => m.staff_id === owner.id && m.delta === -1)).toBe(true);
  });

  it('lists who moved stock and why, an order, its cancellation and its expiry included', async () => {
    const product = suite.fx.products.saree;
    const size = await h.sizeRow(product, 'Free Size');
    await owner.client.stockAdjust(product, size.id, { delta: 5, reason: 'restock', note: 'Diwali delivery' });
    const me = await h.shopper();
    const cod = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: product, quantity: 3 }] }, 'stock-history-1');
    const online = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: product, quantity: 2 }] }, 'stock-history-2');
    const [line] = (await suite.test.db.selectFrom('order_lines').select('id').where('order_id', '=', cod.order_id).execute());
    await me.client.cancelOrderLine(line!.id, 'Duplicate Order', 'Ordered twice by mistake');
    suite.api.clock.advance(24 * 60 * 60 * 1000);
    await releaseExpiredOrders(suite.test.db, suite.api.clock.now());
    const { items } = await owner.client.stockMovements(product);
    const mine = items.filter((m) => m.size_id === size.id).slice(0, 5).map(({ reason, delta, order_id, staff_name, note }) => ({ reason, delta, order_id, staff_name, note }));
    expect(mine).toEqual([
      { reason: 'expired', delta: 2, order_id: online.order_id, staff_name: null, note: '' },
      { reason: 'cancel', delta: 3, order_id: cod.order_id, staff_name: null, note: '' },
      { reason: 'order', delta: -2, order_id: online.order_id, staff_name: null, note: '' },
      { reason: 'order', delta: -3, order_id: cod.order_id, staff_name: null, note: '' },
      { reason: 'restock', delta: 5, order_id: null, staff_name: expect.stringMatching(/^Test owner/), note: 'Diwali delivery' },
    ]);
  });

  it('pages the history newest first and walks every movement exactly once', async () => {
    const product = await owner.client.productCreate({ name: 'Paged history', category_id: suite.fx.categories.kurtas, original_price: 10, discount_price: 10 });
    const size = await owner.client.sizeCreate(product.id, { label: 'M', stock: 0 });
    for (let i = 1; i <= 7; i += 1) await owner.client.stockAdjust(product.id, size.id, { delta: i, reason: 'count' });
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const reply = await owner.raw('GET', `/api/console/products/${product.id}/stock-movements?limit=3${after ? `&after=${after}` : ''}`);
      const page = ((await reply.json()) as { data: { items: Array<{ delta: number }>; next: string | null } }).data;
      seen.push(...page.items.map((m) => m.delta));
      after = page.next ?? undefined;
    } while (after);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect((await owner.raw('GET', `/api/console/products/${product.id}/stock-movements?after=not-a-cursor`)).status).toBe(400);
  });

  it('lists sizes at or under the threshold by (stock, id), and the threshold can change', async () => {
    expect((await owner.client.lowStockThreshold(3)).threshold).toBe(3);
    const first = await owner.client.lowStock();
    expect(first.threshold).toBe(3);
    expect(first.items.every((row) => row.stock <= 3)).toBe(true);
    const keys = first.items.map((row) => [row.stock, row.size_id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    await owner.client.lowStockThreshold(0);
    expect((await owner.client.lowStock()).items.every((row) => row.stock === 0)).toBe(true);
    const bad = await owner.raw('PUT', '/api/console/low-stock/threshold', { threshold: -1 });
    expect(bad.status).toBe(400);
  });

  it('removes a size; its order lines keep their size text and its history stays under its label', async () => {
    const me = await h.shopper();
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.tiffin, quantity: 1, size: '500 ml' }] }, 'size-removal-1');
    const size = await h.sizeRow(suite.fx.products.tiffin, '500 ml');
    await owner.client.sizeRemove(suite.fx.products.tiffin, size.id);
    const line = await suite.test.db.selectFrom('order_lines').select(['size', 'size_id']).where('order_id', '=', placed.order_id).executeTakeFirstOrThrow();
    expect(line).toEqual({ size: '500 ml', size_id: null });
    const history = await suite.test.db.selectFrom('stock_movements').select(['size_id', 'size_label']).where('order_id', '=', placed.order_id).execute();
    expect(history).toEqual([{ size_id: null, size_label: '500 ml' }]);
  });
});
