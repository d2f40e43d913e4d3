import { beforeAll, expect, it } from 'vitest';
import { ConsoleApiError } from '@haat/shared/console-api';
import { apiSuite } from '../support/api-app.ts';
import { insertCustomer } from '../support/accounts.ts';
import { signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { insertOrderRow } from '../support/order-rows.ts';

describeEachEngine('console audit log: filters and named subjects', (engine) => {
  const suite = apiSuite(engine);
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  beforeAll(async () => {
    owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    manager = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'manager');
  });

  /** An audit row written straight to the table, at a chosen time, for filters that need exact instants. */
  async function logged(row: { storeId?: number; staffId: number | null; action: string; entityType: string; entityId: number | null; at: string }) {
    await suite.test.db.insertInto('audit_log').values({
      store_id: row.storeId ?? suite.fx.storeId, staff_id: row.staffId, at: row.at, action: row.action, entity_type: row.entityType, entity_id: row.entityId,
      before: null, after: JSON.stringify({ note: row.action }), job_id: null, request_id: null,
    }).execute();
  }

  async function refused(query: Record<string, string>): Promise<ConsoleApiError> {
    const error = await owner.client.auditLog(query as never).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    return error as ConsoleApiError;
  }

  it('names a product, a customer, an order and a size by their words, with their console pages', async () => {
    const saree = suite.fx.products.saree;
    const before = await suite.test.db.selectFrom('products').select('updated_at').where('id', '=', saree).executeTakeFirstOrThrow();
    await owner.client.productUpdate(saree, { delivery_charge: 49, expected_updated_at: before.updated_at });
    const customer = await insertCustomer(suite.test.db, suite.fx.storeId, { firstName: 'Asha', lastName: 'Rao' });
    await owner.client.customerCod(customer.id, true);
    const { orderId } = await insertOrderRow(suite.test.db, { storeId: suite.fx.storeId, productIds: [saree], shipName: 'Kavya Menon' });
    await logged({ staffId: manager.id, action: 'order.accepted', entityType: 'order', entityId: orderId, at: new Date().toISOString() });

    const page = await owner.client.auditLog();
    const by = (action: string) => page.items.find((row) => row.action === action);
    expect(by('product.update')).toMatchObject({ staff_name: expect.stringContaining('Test owner'), subject: 'Banarasi Silk Saree', page: { kind: 'product', id: saree } });
    expect(by('customer.cod')).toMatchObject({ subject: 'Asha Rao', page: { kind: 'customer', id: customer.id }, before: { cod_blocked: false }, after: { cod_blocked: true } });
    expect(by('order.accepted')).toMatchObject({ subject: `Order #${orderId} · Kavya Menon`, page: { kind: 'order', id: orderId } });
    expect(page.people?.map((person) => person.id)).toEqual(expect.arrayContaining([owner.id, manager.id]));

    const size = await owner.client.sizeCreate(saree, { label: 'XXL', stock: 3 });
    const created = (await owner.client.auditLog({ action: 'size.create' })).items[0];
    expect(created).toMatchObject({ subject: 'Banarasi Silk Saree · size XXL', page: { kind: 'product', id: saree } });
    await owner.client.sizeRemove(saree, size.id);
    // A removed subject still lists: its name is gone, the row and its fields stay.
    const gone = await owner.client.auditLog({ entity: 'size', entity_id: size.id });
    expect(gone.items.map((row) => [row.action, row.subject, row.page])).toEqual([['size.remove', null, null], ['size.create', null, null]]);
    expect(gone.items[0]!.before).toMatchObject({ label: 'XXL' });
  });

  it('narrows by who (a staff member, or the command line), what, action, and Indian days', async () => {
    const product = suite.fx.products.tiffin;
    // 18:29:59 UTC is 23:59:59 in India on 9 March; 18:30:00 UTC is midnight starting 10 March.
    await logged({ staffId: owner.id, action: 'product.publish', entityType: 'product', entityId: product, at: '2026-03-09T18:29:59.000Z' });
    await logged({ staffId: manager.id, action: 'product.publish', entityType: 'product', entityId: product, at: '2026-03-09T18:30:00.000Z' });
    await logged({ staffId: null, action: 'stock.adjust', entityType: 'size', entityId: 999_999, at: '2026-03-10T10:00:00.000Z' });
    await logged({ staffId: manager.id, action: 'store.payments', entityType: 'store', entityId: suite.fx.storeId, at: '2026-03-11T10:00:00.000Z' });

    const march = { from: '2026-03-09', to: '2026-03-11' };
    const ids = async (query: Parameters<typeof owner.client.auditLog>[0]) =>
      (await owner.client.auditLog({ ...march, ...query })).items.map((row) => [row.action, row.staff_id, row.at]);
    expect(await ids({ to: '2026-03-09' })).toEqual([['product.publish', owner.id, '2026-03-09T18:29:59.000Z']]);
    expect(await ids({ from: '2026-03-10', to: '2026-03-10' })).toEqual([
      ['stock.adjust', null, '2026-03-10T10:00:00.000Z'], ['product.publish', manager.id, '2026-03-09T18:30:00.000Z'],
    ]);
    expect(await ids({ staff_id: 'system' })).toEqual([['stock.adjust', null, '2026-03-10T10:00:00.000Z']]);
    expect(await ids({ staff_id: manager.id })).toEqual([
      ['store.payments', manager.id, '2026-03-11T10:00:00.000Z'], ['product.publish', manager.id, '2026-03-09T18:30:00.000Z'],
    ]);
    expect(await ids({ entity: 'store' })).toEqual([['store.payments', manager.id, '2026-03-11T10:00:00.000Z']]);
    expect(await ids({ action: 'product.publish', staff_id: owner.id })).toEqual([['product.publish', owner.id, '2026-03-09T18:29:59.000Z']]);
    const store = (await owner.client.auditLog({ ...march, entity: 'store' })).items[0];
    expect(store?.subject).toBe('Rangrez Test Bazaar');
    // A size that never existed in this shop: listed, unnamed.
    expect((await owner.client.auditLog({ ...march, staff_id: 'system' })).items[0]).toMatchObject({ subject: null, page: null });

    // Pages follow the filters: one at a time, the cursor keeps them.
    const first = await owner.client.auditLog({ ...march, limit: 2 });
    const second = await owner.client.auditLog({ ...march, limit: 2, after: first.next! });
    expect([...first.items, ...second.items].map((row) => row.at)).toEqual([
      '2026-03-11T10:00:00.000Z', '2026-03-10T10:00:00.000Z', '2026-03-09T18:30:00.000Z', '2026-03-09T18:29:59.000Z',
    ]);
    expect(second.next).toBeNull();
    expect(second.people).toBeUndefined();
  });

  it("never shows another shop's changes, nor names another shop's rows", async () => {
    const other = await signedInStaff(suite.api, suite.test.db, suite.fx.otherStoreId, 'owner', 'other.example');
    await logged({ storeId: suite.fx.otherStoreId, staffId: other.id, action: 'product.update', entityType: 'product', entityId: suite.fx.products.anarkali, at: '2026-04-01T00:00:00.000Z' });
    const mine = await owner.client.auditLog({ from: '2026-03-31', to: '2026-04-02' });
    expect(mine.items).toEqual([]);
    expect(mine.people?.map((person) => person.id)).not.toContain(other.id);
    expect((await owner.client.auditLog({ staff_id: other.id })).items).toEqual([]);
    // Their log names only their own rows: our product's id in their log stays unnamed.
    const theirs = await other.client.auditLog({ from: '2026-03-31', to: '2026-04-02' });
    expect(theirs.items.map((row) => [row.action, row.subject])).toEqual([['product.update', null]]);
  });

  it('refuses bad filter values with a message beside each, and never fails on odd input', async () => {
    expect((await refused({ entity: 'planet' })).fields).toEqual({ entity: expect.stringContaining('entity must be one of product, size') });
    expect((await refused({ staff_id: 'someone' })).fields).toEqual({ staff_id: 'staff_id must be a staff id or system' });
    expect((await refused({ staff_id: '2147483648' })).fields).toEqual({ staff_id: 'staff_id must be a staff id or system' });
    expect((await refused({ action: 'Drop Table;' })).fields).toEqual({ action: 'action must be an action, like order.accepted' });
    expect((await refused({ from: '2026-02-30x' })).fields).toEqual({ from: 'from must be a date, YYYY-MM-DD' });
    expect((await refused({ to: 'yesterday' })).fields).toEqual({ to: 'to must be a date, YYYY-MM-DD' });
    expect((await refused({ from: '2026-03-10', to: '2026-03-09' })).fields).toEqual({ to: 'The end date must be on or after the start date.' });
    expect((await refused({ action: 'a\u0000b' })).status).toBe(400);
    for (const query of ['entity_id=0', 'after=not-a-cursor', 'limit=101', 'from=9999-99-99', 'action=' + 'a'.repeat(61)]) {
      expect((await owner.raw('GET', `/api/console/audit?${query}`)).status, query).toBe(400);
    }
  });
});
