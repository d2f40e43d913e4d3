import { expect, it } from 'vitest';
import type { DeliverySettingsRequest } from '@haat/shared/console-api';
import { deliveryDate, deliveryMessages, formatDeliveryDate, pinCodeMessages } from '@haat/shared/rules';
import { apiSuite } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { orderHelpers } from '../support/orders.ts';

/** A Hyderabad shop (the order helpers' shopper lives at 500034, Hyderabad) serving the south. */
const southRules: DeliverySettingsRequest = {
  dispatch_pin: '500001',
  states: ['Telangana', 'Karnataka'],
  ranges: [{ from: '600001', to: '600010' }],
  days: { city: 1, state: 3, india: 6 },
  cod: { city: true, state: true, india: false },
};

describeEachEngine('delivery rules and estimates', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const owner = () => signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
  const estimate = (pin: string) => suite.api.client.getDeliveryEstimate(pin);

  it('promises all of India in 7 working days with COD while the store has set nothing', async () => {
    const { client } = await owner();
    expect(await client.deliverySettings()).toEqual({
      dispatch_pin: null, dispatch_place: null, states: [], ranges: [], days: { city: 2, state: 4, india: 7 }, cod: { city: true, state: true, india: true },
    });
    const day = deliveryDate(suite.api.clock.now(), 7);
    expect(await estimate('682016')).toEqual({
      pincode: '682016', city: 'Ernakulam', district: 'Ernakulam', state: 'Kerala',
      delivers: true, delivery_by: day, days: 7, zone: 'india', cod: true, message: `Delivery by ${formatDeliveryDate(day)}`,
    });
  });

  it('the owner sets the rules; the estimate follows them by zone, state and range', async () => {
    const { client } = await owner();
    const saved = await client.deliverySettingsUpdate(southRules);
    expect(saved).toEqual({ ...southRules, dispatch_place: { city: 'Hyderabad', state: 'Telangana' } });
    expect(await client.deliverySettings()).toEqual(saved);

    const now = suite.api.clock.now();
    expect(await estimate('500034')).toMatchObject({ delivers: true, zone: 'city', days: 1, delivery_by: deliveryDate(now, 1), cod: true });
    expect(await estimate('506001')).toMatchObject({ delivers: true, zone: 'state', days: 3, cod: true, city: 'Warangal' });
    expect(await estimate('560001')).toMatchObject({ delivers: true, zone: 'india', days: 6, cod: false });
    expect(await estimate('600004')).toMatchObject({ delivers: true, zone: 'india', state: 'Tamil Nadu' });
    expect(await estimate('600011')).toEqual({
      pincode: '600011', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu',
      delivers: false, delivery_by: null, days: null, zone: null, cod: false, message: deliveryMessages.notServed('600011'),
    });
  });

  it('offers COD nowhere when the shop takes online payments only', async () => {
    const { client } = await owner();
    const payments = await client.paymentSettings();
    await client.paymentSettingsUpdate({ ...payments, cod: { ...payments.cod, enabled: false } });
    expect(await estimate('500034')).toMatchObject({ delivers: true, zone: 'city', cod: false });
    await client.paymentSettingsUpdate(payments);
  });

  it('refuses a malformed or unknown PIN as the look-up does', async () => {
    for (const [query, status, message] of [['pincode=5000', 400, pinCodeMessages.malformed], ['pincode=999999', 404, pinCodeMessages.unknown('999999')]] as const) {
      const response = await suite.api.raw(`/api/Get_DeliveryEstimate?${query}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ status: 'false', message });
    }
  });

  it('refuses rules that cannot be, with the message beside the field, and keeps the old ones', async () => {
    const { client } = await owner();
    const before = await client.deliverySettings();
    const unknownPin = await consoleRefusal(client.deliverySettingsUpdate({ ...southRules, dispatch_pin: '999999' }));
    expect(unknownPin.status).toBe(400);
    expect(unknownPin.fields).toEqual({ dispatch_pin: deliveryMessages.dispatchPinUnknown('999999') });
    const badState = await consoleRefusal(client.deliverySettingsUpdate({ ...southRules, states: ['Atlantis'] }));
    expect(badState.message).toBe(deliveryMessages.state('Atlantis'));
    const slower = await consoleRefusal(client.deliverySettingsUpdate({ ...southRules, days: { city: 5, state: 3, india: 6 } }));
    expect(slower.message).toBe(deliveryMessages.daysOrder);
    const backwards = await consoleRefusal(client.deliverySettingsUpdate({ ...southRules, ranges: [{ from: '600010', to: '600001' }] }));
    expect(backwards.message).toBe(deliveryMessages.range);
    expect(await client.deliverySettings()).toEqual(before);
  });

  it('lets only the owner change them', async () => {
    const manager = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'manager');
    expect(await manager.client.deliverySettings()).toMatchObject({ dispatch_pin: '500001' });
    expect((await consoleRefusal(manager.client.deliverySettingsUpdate(southRules))).status).toBe(403);
  });

  it('the checkout refuses, before payment, an address the store does not deliver to, and COD where the zone has none', async () => {
    const { client } = await owner();
    const me = await h.shopper();
    const p = suite.fx.products;
    const order = (paymentmode: 'COD' | 'ONLINE') => ({ addressid: me.addressId, paymentmode, orders: [{ asinid: p.saree, quantity: 1 }] });
    const refusal = (body: unknown) => h.submit(me.token, body).then(async (r) => [r.status, await r.json()]);

    await client.deliverySettingsUpdate({ ...southRules, states: ['Karnataka'], ranges: [] });
    expect(await refusal(order('ONLINE'))).toEqual([400, { status: 'false', message: deliveryMessages.addressNotServed('500034') }]);
    await client.deliverySettingsUpdate({ ...southRules, dispatch_pin: '560001' });
    expect(await refusal(order('COD'))).toEqual([400, { status: 'false', message: deliveryMessages.codNotInZone }]);
    expect(await h.ordersOf(me.id)).toEqual([]);

    // Online is still open there, and both once the zone allows COD.
    expect((await h.submit(me.token, order('ONLINE'))).status).toBe(200);
    await client.deliverySettingsUpdate({ ...southRules, dispatch_pin: '560001', cod: { city: true, state: true, india: true } });
    expect((await h.submit(me.token, order('COD'))).status).toBe(200);
  });
});
