import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { codConfirmationMessages } from '@haat/shared/rules';
import { moveOrder } from '../../src/services/console/order-moves.ts';
import { listOrders } from '../../src/services/console/order-list.ts';
import { confirmCodOrder, releaseUnconfirmedOrders } from '../../src/services/orders/cod-confirmation.ts';
import { apiSuite, testSessionSecret } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { orderHelpers } from '../support/orders.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process.ts';

describeEachEngine('COD orders confirmed by a code to the shopper\'s mobile (decision 044)', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const db = () => suite.test.db;
  const minute = 60_000;

  async function confirmByCode(enabled: boolean, minutes = 30, autoAccept: 'none' | 'cod' = 'none') {
    await db().updateTable('stores').set({ cod_confirm_by_code: enabled ? 1 : 0, cod_confirm_minutes: minutes, auto_accept: autoAccept })
      .where('id', '=', suite.fx.storeId).execute();
  }

  /** A COD order of one saree, placed while the store asks for a code. */
  async function placed(key: string, autoAccept: 'none' | 'cod' = 'none') {
    // Earlier tests' orders still waiting go first, so that no sweep here gives their stock back too.
    await releaseUnconfirmedOrders(db(), new Date(suite.api.clock.now().getTime() + 7 * 24 * 60 * minute));
    await confirmByCode(true, 30, autoAccept);
    await h.setStock(suite.fx.products.saree, 'Free Size', 10);
    const me = await h.shopper();
    const order = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.saree, quantity: 2 }] }, key);
    return { me, order, orderId: order.order_id };
  }

  /** The text messages the outbox sent about one order, oldest first (through the folder channel). */
  async function smsFor(orderId: number): Promise<string[]> {
    await suite.api.outbox.sendDue();
    const files = (await fs.readdir(suite.api.outboxDir)).filter((f) => f.includes('-sms-') && f.endsWith('.json')).sort();
    const texts = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(suite.api.outboxDir, f), 'utf8')) as { to: string; text: string }));
    return texts.filter((sms) => sms.text.includes(` order ${orderId} `)).map((sms) => sms.text);
  }

  async function latestCode(orderId: number): Promise<string> {
    const code = /^([0-9]{6}) /.exec((await smsFor(orderId)).at(-1) ?? '')?.[1];
    if (!code) throw new Error(`no code was sent for order ${orderId}`);
    return code;
  }

  const confirm = (token: string, orderId: number, code: string) => h.post('/api/Confirm_CodOrder', token, { order_id: orderId, code });
  const resend = (token: string, orderId: number) => h.post('/api/Resend_CodCode', token, { order_id: orderId });
  const orderRow = (orderId: number) => db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const confirmationMails = async (orderId: number) => (await db().selectFrom('mail_outbox').select('subject')
    .where('kind', '=', 'mail').where('text', 'like', `%${orderId}%`).execute()).filter((m) => /order/i.test(m.subject));

  it('holds a COD order as "to confirm": stock taken, no acceptance, no mail, an SMS with a 6-digit code whose hash alone is kept', async () => {
    const stockBefore = 10;
    const { me, order, orderId } = await placed('confirm-hold-01', 'cod');
    const row = await orderRow(orderId);
    expect(row.status).toBe('awaiting_confirmation');
    expect(Date.parse(row.confirm_by!) - suite.api.clock.now().getTime()).toBeGreaterThan(29 * minute);
    expect(order.confirm_by).toBe(row.confirm_by);
    expect(await h.stockOf(suite.fx.products.saree, 'Free Size')).toBe(stockBefore - 2);
    expect(await confirmationMails(orderId)).toEqual([]);
    const code = await latestCode(orderId);
    expect(row.cod_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.cod_code_hash).not.toContain(code);
    expect((await smsFor(orderId))).toHaveLength(1);
    expect(await h.eventsOf(orderId)).toEqual([expect.objectContaining({ status: 'awaiting_confirmation' })]);
    const state = await me.client.getCodConfirmation(orderId);
    expect(state).toMatchObject({ order_status: 'awaiting_confirmation', mobile: '+91 ******3210', confirm_by: row.confirm_by });
    expect(state.resend_after).toBeGreaterThan(25);
    // The shopper's list shows it "To Confirm"; the console's tabs hold it nowhere, and no move takes it.
    expect((await me.client.getOrderLines())[0]).toMatchObject({ CoStatusCode: 'awaiting_confirmation', CoOrderStatus: 'To Confirm' });
    const list = await listOrders(db(), suite.fx.storeId, { state: 'to_accept' });
    expect(list.items.map((o) => o.id)).not.toContain(orderId);
    await expect(moveOrder(db(), { storeId: suite.fx.storeId, staffId: null }, orderId, { status: 'accepted' }, suite.api.clock.now()))
      .rejects.toThrow(/waiting for the shopper to confirm/);
  });

  it('a wrong code is refused and counted; the right one places the order once, then the mail and auto-accept follow', async () => {
    const { me, orderId } = await placed('confirm-right-01', 'cod');
    const code = await latestCode(orderId);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm(me.token, orderId, wrongCode);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ status: 'false', message: codConfirmationMessages.codeWrong });
    expect((await orderRow(orderId)).cod_code_attempts).toBe(1);
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');

    const right = await confirm(me.token, orderId, code);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ message: codConfirmationMessages.confirmed, data: { order_id: orderId, order_status: 'confirmed' } });
    const row = await orderRow(orderId);
    expect(row.status).toBe('confirmed');
    expect(row.cod_code_hash).toBeNull();
    expect((await h.eventsOf(orderId)).map((e) => e.status)).toEqual(['awaiting_confirmation', 'placed', 'confirmed']);
    expect(await h.mailsTo(me.email)).toHaveLength(1);

    // Single use: the same code again changes nothing (no second event, no second mail).
    const again = await confirm(me.token, orderId, code);
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe(codConfirmationMessages.alreadyConfirmed);
    expect((await h.eventsOf(orderId)).map((e) => e.status)).toEqual(['awaiting_confirmation', 'placed', 'confirmed']);
    await suite.api.outbox.sendDue();
    expect(await h.mailsTo(me.email)).toHaveLength(1);
  });

  it('without auto-accept a confirmed order waits on "To accept"', async () => {
    const { me, orderId } = await placed('confirm-manual-01');
    expect((await confirm(me.token, orderId, await latestCode(orderId))).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe('placed');
    const list = await listOrders(db(), suite.fx.storeId, { state: 'to_accept' });
    expect(list.items.map((o) => o.id)).toContain(orderId);
  });

  it('a code expires after 10 minutes; a new code replaces the old one, which then no longer works', async () => {
    const { me, orderId } = await placed('confirm-expiry-01');
    const first = await latestCode(orderId);
    suite.api.clock.advance(10 * minute + 1000);
    const late = await confirm(me.token, orderId, first);
    expect(late.status).toBe(400);
    expect((await late.json()).message).toBe(codConfirmationMessages.codeExpired);

    const renewed = await resend(me.token, orderId);
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toMatchObject({ data: { order_id: orderId, mobile: '+91 ******3210', resend_after: 30 } });
    const second = await latestCode(orderId);
    expect(await smsFor(orderId)).toHaveLength(2);
    if (second !== first) {
      const old = await confirm(me.token, orderId, first);
      expect(old.status).toBe(400);
      expect((await old.json()).message).toBe(codConfirmationMessages.codeWrong);
    }
    expect((await confirm(me.token, orderId, second)).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe('placed');
  });

  it('locks a code after 5 wrong tries, even the right one; a new code works', async () => {
    const { me, orderId } = await placed('confirm-lock-01');
    const code = await latestCode(orderId);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await (await confirm(me.token, orderId, wrongCode)).json()).message);
    expect(answers).toEqual([...Array(4).fill(codConfirmationMessages.codeWrong), codConfirmationMessages.codeLocked]);
    const right = await confirm(me.token, orderId, code);
    expect(right.status).toBe(400);
    expect((await right.json()).message).toBe(codConfirmationMessages.codeLocked);
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');

    suite.api.clock.advance(31_000);
    expect((await resend(me.token, orderId)).status).toBe(200);
    expect((await confirm(me.token, orderId, await latestCode(orderId))).status).toBe(200);
  });

  it('five wrong guesses at once cannot outrun the limit: at most 5 are compared', async () => {
    const { me, orderId } = await placed('confirm-lock-race-01');
    const code = await latestCode(orderId);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 8 }, () => confirm(me.token, orderId, wrongCode)));
    expect((await orderRow(orderId)).cod_code_attempts).toBe(5);
    expect((await (await confirm(me.token, orderId, code)).json()).message).toBe(codConfirmationMessages.codeLocked);
  });

  it('a new code waits 30 seconds after the last one; twins at once send one', async () => {
    const { me, orderId } = await placed('confirm-cooldown-01');
    const early = await resend(me.token, orderId);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await early.json()).message).toMatch(/^Please wait \d+ seconds? before asking for a new code\.$/);
    suite.api.clock.advance(30_000);
    const twins = await Promise.all([resend(me.token, orderId), resend(me.token, orderId)]);
    expect(twins.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await smsFor(orderId)).toHaveLength(2);
  });

  it('refuses bad input and other customers\' orders, changing nothing', async () => {
    const { orderId } = await placed('confirm-bad-01');
    const other = await h.shopper();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const reply = await confirm(other.token, orderId, code);
      expect(reply.status).toBe(400);
      expect((await reply.json()).message).toBe(codConfirmationMessages.codeIncomplete);
    }
    const notMine = await confirm(other.token, orderId, await latestCode(orderId));
    expect(notMine.status).toBe(404);
    expect((await resend(other.token, orderId)).status).toBe(404);
    expect((await h.get(`/api/Get_CodConfirmation?order_id=${orderId}`, other.token)).status).toBe(404);
    expect((await h.get('/api/Get_CodConfirmation?order_id=x', other.token)).status).toBe(400);
    expect((await h.post('/api/Confirm_CodOrder', 'not-a-token', { order_id: orderId, code: '123456' })).status).toBe(401);
    const row = await orderRow(orderId);
    expect(row.status).toBe('awaiting_confirmation');
    expect(row.cod_code_attempts).toBe(0);
  });

  it('releases an order not confirmed in time: stock back, "cod_unconfirmed", an event; its code then answers "released"', async () => {
    const { me, orderId } = await placed('confirm-release-01');
    const code = await latestCode(orderId);
    expect(await h.stockOf(suite.fx.products.saree, 'Free Size')).toBe(8);
    suite.api.clock.advance(30 * minute + 1000);
    expect(await releaseUnconfirmedOrders(db(), suite.api.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).status).toBe('cod_unconfirmed');
    expect(await h.stockOf(suite.fx.products.saree, 'Free Size')).toBe(10);
    expect((await h.eventsOf(orderId)).map((e) => e.status)).toEqual(['awaiting_confirmation', 'cod_unconfirmed']);
    const reply = await confirm(me.token, orderId, code);
    expect(reply.status).toBe(409);
    expect((await reply.json()).message).toBe(codConfirmationMessages.released);
    expect((await resend(me.token, orderId)).status).toBe(409);
    expect(await me.client.getCodConfirmation(orderId)).toMatchObject({ order_status: 'cod_unconfirmed', confirm_by: null });
  });

  it('two processes sweeping at once release an order once', async () => {
    const { orderId } = await placed('confirm-sweep-race-01');
    suite.api.clock.advance(31 * minute);
    const at = suite.api.clock.now();
    await Promise.all([releaseUnconfirmedOrders(db(), at), releaseUnconfirmedOrders(db(), at), releaseUnconfirmedOrders(db(), at)]);
    expect(await h.stockOf(suite.fx.products.saree, 'Free Size')).toBe(10);
    expect((await h.eventsOf(orderId)).filter((e) => e.status === 'cod_unconfirmed')).toHaveLength(1);
  });

  it('two right confirmations at once confirm once: one event, one mail', async () => {
    const { me, orderId } = await placed('confirm-twins-01');
    const code = await latestCode(orderId);
    const replies = await Promise.all([confirm(me.token, orderId, code), confirm(me.token, orderId, code), confirm(me.token, orderId, code)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const messagesSeen = await Promise.all(replies.map(async (r) => (await r.json()).message as string));
    expect(messagesSeen.filter((m) => m === codConfirmationMessages.confirmed)).toHaveLength(1);
    expect((await h.eventsOf(orderId)).filter((e) => e.status === 'placed')).toHaveLength(1);
    await suite.api.outbox.sendDue();
    expect(await h.mailsTo(me.email)).toHaveLength(1);
  });

  /**
   * The same calls on a second, real server process on this database (the same session secret,
   * so the same customers' tokens and the same code hashes): what one process counts, the other
   * must see. Started per test and stopped after it.
   */
  async function withSecondProcess(run: (other: (pathname: string, token: string, body: unknown) => Promise<Response>) => Promise<void>) {
    let other: ServerProcess | undefined;
    try {
      other = await startServerProcess(suite.test.url, mkdtempSync(path.join(os.tmpdir(), 'haat-cod-')));
      const origin = other.origin;
      await run((pathname, token, body) => fetch(`${origin}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }));
    } finally {
      await stopServerProcess(other);
    }
  }

  it('the right code sent to two server processes at once confirms once: one event, one mail', async () => {
    const { me, orderId } = await placed('confirm-two-processes-01');
    const code = await latestCode(orderId);
    await withSecondProcess(async (other) => {
      const body = { order_id: orderId, code };
      const replies = await Promise.all([
        confirm(me.token, orderId, code), other('/api/Confirm_CodOrder', me.token, body),
        confirm(me.token, orderId, code), other('/api/Confirm_CodOrder', me.token, body),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const messagesSeen = await Promise.all(replies.map(async (r) => (await r.json()).message as string));
      expect(messagesSeen.filter((m) => m === codConfirmationMessages.confirmed)).toHaveLength(1);
    });
    expect((await orderRow(orderId)).status).toBe('placed');
    expect((await h.eventsOf(orderId)).filter((e) => e.status === 'placed')).toHaveLength(1);
    await suite.api.outbox.sendDue();
    expect(await h.mailsTo(me.email)).toHaveLength(1);
  }, 120_000);

  it('wrong guesses split over two server processes cannot outrun the limit: at most 5 are compared', async () => {
    const { me, orderId } = await placed('confirm-lock-two-processes-01');
    const code = await latestCode(orderId);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await withSecondProcess(async (other) => {
      await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0
        ? confirm(me.token, orderId, wrongCode)
        : other('/api/Confirm_CodOrder', me.token, { order_id: orderId, code: wrongCode }))));
      expect((await orderRow(orderId)).cod_code_attempts).toBe(5);
      // Locked on both: even the right code is refused, by either process.
      expect((await (await other('/api/Confirm_CodOrder', me.token, { order_id: orderId, code })).json()).message).toBe(codConfirmationMessages.codeLocked);
    });
    expect((await (await confirm(me.token, orderId, code)).json()).message).toBe(codConfirmationMessages.codeLocked);
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');
  }, 120_000);

  it('a confirmation racing the sweep either confirms (stock held) or finds the order released (stock back), never both', async () => {
    for (const round of [1, 2, 3]) {
      const { me, orderId } = await placed(`confirm-vs-sweep-0${round}`);
      const code = await latestCode(orderId);
      // The order's time runs out a second from now: the confirmation reads the clock just before, the sweep just after.
      const confirmBy = suite.api.clock.now().getTime() + 1000;
      await db().updateTable('orders').set({ confirm_by: new Date(confirmBy).toISOString() }).where('id', '=', orderId).execute();
      const before = new Date(confirmBy - 1);
      const after = new Date(confirmBy + 1);
      const [outcome] = await Promise.all([
        confirmCodOrder(db(), testSessionSecret, { storeId: suite.fx.storeId, customerId: me.id }, orderId, code, before),
        releaseUnconfirmedOrders(db(), after),
      ]);
      const status = (await orderRow(orderId)).status;
      const events = (await h.eventsOf(orderId)).map((e) => e.status);
      const stock = await h.stockOf(suite.fx.products.saree, 'Free Size');
      if (outcome.ok) {
        expect(status).toBe('placed');
        expect(events).toEqual(['awaiting_confirmation', 'placed']);
        expect(stock).toBe(8);
      } else {
        expect(outcome.problem).toBe('released');
        expect(status).toBe('cod_unconfirmed');
        expect(events).toEqual(['awaiting_confirmation', 'cod_unconfirmed']);
        expect(stock).toBe(10);
      }
    }
  });

  it('with the switch off a COD order is placed at once, as before', async () => {
    await confirmByCode(false);
    const me = await h.shopper();
    const order = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.saree, quantity: 1 }] }, 'confirm-off-01');
    expect(order.confirm_by).toBeUndefined();
    expect((await orderRow(order.order_id)).status).toBe('placed');
    expect(await smsFor(order.order_id)).toEqual([]);
  });

  it('the console\'s payment settings turn it on with the minutes to wait, and refuse bad minutes', async () => {
    await confirmByCode(false);
    const owner = await signedInStaff(suite.api, db(), suite.fx.storeId, 'owner');
    const settings = await owner.client.paymentSettings();
    expect(settings.cod_confirmation).toEqual({ enabled: false, minutes: 30 });
    const saved = await owner.client.paymentSettingsUpdate({ ...settings, cod_confirmation: { enabled: true, minutes: 45 } });
    expect(saved.cod_confirmation).toEqual({ enabled: true, minutes: 45 });
    for (const minutes of [5, 2000, 12.5]) {
      const refusal = await consoleRefusal(owner.client.paymentSettingsUpdate({ ...settings, cod_confirmation: { enabled: true, minutes } }));
      expect(refusal.status).toBe(400);
    }
    // Left out, it stays as it was.
    const { cod_confirmation: _kept, ...withoutIt } = settings;
    expect((await owner.client.paymentSettingsUpdate(withoutIt)).cod_confirmation).toEqual({ enabled: true, minutes: 45 });
    const me = await h.shopper();
    const order = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.saree, quantity: 1 }] }, 'confirm-console-01');
    expect(Date.parse(order.confirm_by!) - suite.api.clock.now().getTime()).toBeGreaterThan(44 * minute);
  });
});
