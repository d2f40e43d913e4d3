import { expect, it } from 'vitest';
import { messages } from '@haat/shared/rules';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { homeAddress, orderHelpers } from './support/orders.ts';

// GET /api/Get_OrderPayment: the payment and confirmation pages' view of one own order.
describeEachEngine('order payment view', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const p = () => suite.fx.products;

  async function placed(token: string, addressId: number, mode: 'COD' | 'ONLINE') {
    const reply = await h.submit(token, { addressid: addressId, coupan_Code: '', paymentmode: mode, orders: [{ asinid: p().saree, quantity: 2, productcode: '' }] });
    expect(reply.status, await reply.clone().text()).toBe(200);
    return ((await reply.json()) as { data: { order_id: number; ORDERID: string } }).data;
  }

  it('answers an online order awaiting payment with the provider order, amount in paise and the address as ordered', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 10);
    const order = await placed(me.token, me.addressId, 'ONLINE');
    // Changing the saved address later does not change what the order was sent to.
    await me.client.updateAddress(me.addressId, { ...homeAddress, city: 'Pune', state: 'Maharashtra', pincode: '411001' });

    const view = await me.client.getOrderPayment(order.order_id);
    expect(view).toMatchObject({
      order_id: order.order_id, ORDERID: order.ORDERID, payment_mode: 'ONLINE', order_status: 'pending_payment', provider: 'sandbox',
      script_url: '/sandbox-gateway/checkout.js', currency: 'INR', store_name: 'Rangrez Test Bazaar',
      // Two sarees at ₹5,999: subtotal 11,998, 10% off online is 1,199 (rounded down), free delivery.
      subtotal: 11998, discount: 1199, shipping: 0, total: 10799, amount: 1079900,
      ship_to: { name: homeAddress.name, city: homeAddress.city, pincode: homeAddress.pincode },
      items: [{ name: 'Banarasi Silk Saree', units: 2, line_total: 11998 }],
    });
    expect(view.prefill.email).toBe(me.email);
    expect(view.key).toMatch(/^rzp_/);
  });

  it('answers a COD order without payment details', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 10);
    const order = await placed(me.token, me.addressId, 'COD');
    const view = await me.client.getOrderPayment(order.order_id);
    expect(view).toMatchObject({ ORDERID: String(order.order_id), order_status: 'placed', provider: null, key: null, script_url: null, discount: 0, total: 11998 });
  });

  it('never shows another customer\'s order, and refuses bad ids and guests', async () => {
    const owner = await h.shopper();
    const other = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 10);
    const order = await placed(owner.token, owner.addressId, 'COD');
    const stranger = await h.get(`/api/Get_OrderPayment?order_id=${order.order_id}`, other.token);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ status: 'false', message: messages.orderNotFound });
    for (const bad of ['abc', '0', '-4', '']) expect((await h.get(`/api/Get_OrderPayment?order_id=${bad}`, owner.token)).status).toBe(400);
    expect((await suite.api.raw(`/api/Get_OrderPayment?order_id=${order.order_id}`)).status).toBe(401);
  });
});
