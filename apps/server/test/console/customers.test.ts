import { beforeAll, expect, it } from 'vitest';
import { paymentSettingsMessages } from '@haat/shared/console-api';
import { codMessages } from '@haat/shared/rules';
import { apiSuite } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { orderHelpers } from '../support/orders.ts';


describeEachEngine('console customers and cash-on-delivery rules', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const p = () => suite.fx.products;
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  beforeAll(async () => {
    owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    manager = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'manager');
  });

  /** A COD order of `units` sarees (₹5,999 each), placed through the Store API; the raw reply. */
  async function codSubmit(me: Awaited<ReturnType<typeof h.shopper>>, key: string, units = 1) {
    await h.setStock(p().saree, 'Free Size', 20);
    return h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: units }] }, key);
  }

  it('lists and finds customers with their orders and what they spent, and shows one with addresses and orders', async () => {
    const me = await h.shopper();
    const [row] = await h.ordersOf(me.id);
    expect(row).toBeUndefined();
    expect((await codSubmit(me, 'cust-spent-01', 2)).status).toBe(200);
    const paid = await h.paidOnlineOrder(me, 'cust-spent-02');
    const customer = await owner.client.customerGet(me.id);
    expect(customer).toMatchObject({ id: me.id, email: me.email, orders: 2, cod_blocked: false, spent: 11_998 + paid.amount / 100 });
    expect(customer.addresses).toMatchObject([{ city: 'Hyderabad', pincode: '500034' }]);
    expect(customer.recent_orders.map((o) => o.payment_mode)).toEqual(['ONLINE', 'COD']);

    for (const q of [me.email, me.email.slice(0, 8).toUpperCase(), customer.mobile.slice(-5), 'asha']) {
      expect((await manager.client.customerList({ q, limit: 100 })).items.map((c) => c.id), q).toContain(me.id);
    }
    await h.shopper();
    const firstPage = await owner.client.customerList({ limit: 1 });
    const secondPage = await owner.client.customerList({ limit: 1, after: firstPage.next! });
    expect(secondPage.items[0]!.id).toBeLessThan(firstPage.items[0]!.id);

    const other = await signedInStaff(suite.api, suite.test.db, suite.fx.otherStoreId, 'owner', 'other.example');
    expect((await consoleRefusal(other.client.customerGet(me.id))).status).toBe(404);
    expect((await consoleRefusal(other.client.customerCod(me.id, true))).status).toBe(404);
  });

  it('stops cash on delivery for a blocked customer, with the message, and writes nothing; online still works', async () => {
    const me = await h.shopper();
    expect((await manager.client.customerCod(me.id, true)).cod_blocked).toBe(true);
    expect((await me.client.getCodOptions()).blocked).toBe(true);
    const refused = await codSubmit(me, 'cust-block-01');
    expect([refused.status, await refused.json()]).toEqual([400, { status: 'false', message: codMessages.blocked }]);
    expect(await h.ordersOf(me.id)).toEqual([]);
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(20);
    expect((await h.submit(me.token, { addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().saree, quantity: 1 }] }, 'cust-block-02')).status).toBe(200);

    await manager.client.customerCod(me.id, false);
    expect((await codSubmit(me, 'cust-block-03')).status).toBe(200);
    const audit = await suite.test.db.selectFrom('audit_log').select(['action', 'after']).where('entity_type', '=', 'customer').where('entity_id', '=', me.id).orderBy('id').execute();
    expect(audit).toEqual([{ action: 'customer.cod', after: '{"cod_blocked":true}' }, { action: 'customer.cod', after: '{"cod_blocked":false}' }]);
  });

  it('obeys the shop’s COD rules: off, smallest and largest order, and a fee in the total', async () => {
    const me = await h.shopper();
    const rules = (cod: object) => owner.client.paymentSettingsUpdate({ cod: { enabled: true, min: 0, max: null, fee: 0, ...cod }, auto_accept: 'none' });
    try {
      const upsideDown = await consoleRefusal(rules({ min: 500, max: 100 }));
      expect([upsideDown.status, upsideDown.fields]).toEqual([400, { 'cod.max': paymentSettingsMessages.maxBelowMin }]);
      expect((await consoleRefusal(manager.client.paymentSettingsUpdate({ cod: { enabled: false, min: 0, max: null, fee: 0 }, auto_accept: 'none' }))).status).toBe(403);

      expect(await rules({ max: 10_000 })).toEqual({ cod: { enabled: true, min: 0, max: 10_000, fee: 0 }, auto_accept: 'none', cod_confirmation: { enabled: false, minutes: 30 } });
      const over = await codSubmit(me, 'cust-rules-01', 2);
      expect([over.status, (await over.json()).message]).toEqual([400, codMessages.aboveMax(10_000)]);
      await rules({ min: 6000 });
      expect((await (await codSubmit(me, 'cust-rules-02', 1)).json()).message).toBe(codMessages.belowMin(6000));
      await rules({ enabled: false });
      expect((await (await codSubmit(me, 'cust-rules-03', 1)).json()).message).toBe(codMessages.disabled);
      expect(await h.ordersOf(me.id)).toEqual([]);

      await rules({ fee: 49, max: 6000 });
      // The checkout's own call says the same, for this customer.
      expect(await me.client.getCodOptions()).toEqual({ enabled: true, min: 0, max: 6000, fee: 49, blocked: false });
      const placed = await codSubmit(me, 'cust-rules-04', 1);
      expect(placed.status).toBe(200);
      const [order] = await h.ordersOf(me.id);
      expect(order).toMatchObject({ subtotal_paise: 599_900, shipping_paise: 0, cod_fee_paise: 4_900, total_paise: 604_800 });
      expect((await manager.client.paymentSettings()).cod.fee).toBe(49);
    } finally {
      await rules({});
    }
  });
});
