import { expect, it } from 'vitest';
import { messages } from '@haat/shared/rules';
import { apiSuite } from './support/api-app.ts';
import { codCaptchaCode, solveCodCaptcha } from './support/cod-captcha.ts';
import { describeEachEngine } from './support/engines.ts';
import { orderHelpers } from './support/orders.ts';

describeEachEngine('the COD captcha the server issues (insert_Customer_Order, New_CodCaptcha)', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const codOrder = (addressId: number, captcha: { captcha_id: string; captcha_code: string }) =>
    ({ addressid: addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.saree, quantity: 1 }], ...captcha });

  /** A submit refused for its captcha: the spec's words, a 400, and no order made. */
  async function expectRefused(reply: Response, customerId: number) {
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ status: 'false', message: messages.invalidCaptcha });
    expect(await h.ordersOf(customerId)).toEqual([]);
  }

  it('draws the digits as a picture of strokes, never as text, signed for the session', async () => {
    const me = await h.shopper();
    const captcha = await me.client.newCodCaptcha();
    expect(captcha.expires_in).toBe(600);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*>/);
    expect(svg).toContain('<path d="M');
    expect(svg).not.toMatch(/<text|<tspan|font-family|<foreignObject/);
    const code = await codCaptchaCode(suite.test.db, captcha.captcha_id);
    expect(code).toMatch(/^[0-9]{4}$/);
    // The digits appear nowhere in the reply but in the drawing's coordinates.
    expect(captcha.captcha_id).not.toContain(code);
  });

  it('places the order once with the right code; the same submit retried answers that order', async () => {
    const me = await h.shopper();
    const captcha = await solveCodCaptcha(suite.test.db, me.client);
    const first = await h.submit(me.token, codOrder(me.addressId, captcha), 'captcha-right-01');
    expect(first.status).toBe(200);
    const retried = await h.submit(me.token, codOrder(me.addressId, captcha), 'captcha-right-01');
    expect(retried.status).toBe(200);
    expect((await retried.json()).data.order_id).toBe((await first.json()).data.order_id);
    expect(await h.ordersOf(me.id)).toHaveLength(1);
  });

  it('refuses a reused code: one captcha, one order', async () => {
    const me = await h.shopper();
    const captcha = await solveCodCaptcha(suite.test.db, me.client);
    expect((await h.submit(me.token, codOrder(me.addressId, captcha), 'captcha-reuse-01')).status).toBe(200);
    const again = await h.submit(me.token, codOrder(me.addressId, captcha), 'captcha-reuse-02');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ status: 'false', message: messages.invalidCaptcha });
    expect(await h.ordersOf(me.id)).toHaveLength(1);
  });

  it('refuses a wrong code, and the right one after it: one guess per captcha', async () => {
    const me = await h.shopper();
    const captcha = await solveCodCaptcha(suite.test.db, me.client);
    const wrong = String((Number(captcha.captcha_code) + 1) % 10_000).padStart(4, '0');
    await expectRefused(await h.submit(me.token, codOrder(me.addressId, { ...captcha, captcha_code: wrong }), 'captcha-wrong-01'), me.id);
    await expectRefused(await h.submit(me.token, codOrder(me.addressId, captcha), 'captcha-wrong-02'), me.id);
  });

  it('refuses a code past its 10 minutes', async () => {
    const me = await h.shopper();
    const captcha = await solveCodCaptcha(suite.test.db, me.client);
    suite.api.clock.advance(10 * 60 * 1000 + 1000);
    await expectRefused(await h.submit(me.token, codOrder(me.addressId, captcha), 'captcha-late-001'), me.id);
  });

  it('refuses the captcha of another session, and one with no captcha or a forged id', async () => {
    const me = await h.shopper();
    const someoneElse = await h.shopper();
    const theirs = await solveCodCaptcha(suite.test.db, someoneElse.client);
    await expectRefused(await h.submit(me.token, codOrder(me.addressId, theirs), 'captcha-other-01'), me.id);
    await expectRefused(await h.submit(me.token, codOrder(me.addressId, { captcha_id: '', captcha_code: '' }), 'captcha-none-01'), me.id);
    const mine = await solveCodCaptcha(suite.test.db, me.client);
    const forged = `${mine.captcha_id.split('.')[0]}.${'A'.repeat(43)}`;
    await expectRefused(await h.submit(me.token, codOrder(me.addressId, { ...mine, captcha_id: forged }), 'captcha-forged-1'), me.id);
    // The other shopper's captcha is still theirs to use.
    expect((await h.submit(someoneElse.token, codOrder(someoneElse.addressId, theirs), 'captcha-theirs-1')).status).toBe(200);
  });

  it('places at most one order for 20 simultaneous submits of one captcha (each with its own key)', async () => {
    const me = await h.shopper();
    const captcha = await solveCodCaptcha(suite.test.db, me.client);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => h.submit(me.token, codOrder(me.addressId, captcha), `captcha-race-${String(i).padStart(2, '0')}`)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 400)]);
    expect(await h.ordersOf(me.id)).toHaveLength(1);
  });

  it('asks no captcha of an online order', async () => {
    const me = await h.shopper();
    const reply = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: suite.fx.products.saree, quantity: 1 }] }, 'captcha-online-1');
    expect(reply.status).toBe(200);
  });
});
