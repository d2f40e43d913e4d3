import { expect, it, onTestFinished } from 'vitest';
import { claimDueMail } from '../../src/mail/outbox/claim.ts';
import { createMailOutbox, retryDelayMs } from '../../src/mail/outbox/sender.ts';
import { queueLineCancelled, queueOrderConfirmation, releaseRefundMail } from '../../src/services/orders/order-mail.ts';
import { apiSuite, testClock } from '../support/api-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { captureLog } from '../support/log.ts';
import { orderHelpers } from '../support/orders.ts';
import { flakyMailer, mailsIn, outboxRows, queueMails } from './outbox-support.ts';

// The mail outbox (decision 031): a mail is a row of the transaction that gives rise to it, sent
// after the commit by a sender that claims it, retries it, and takes over a dead sender's claim.

describeEachEngine('mail outbox', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const p = () => suite.fx.products;

  it('sends a placed order\'s confirmation once, after the commit, and keeps no text of it', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 5);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'outbox-order-01');
    await suite.api.outbox.sendDue();
    await suite.api.outbox.sendDue();
    const mails = mailsIn(suite.api.outboxDir).filter((m) => m.to === me.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your Rangrez Test Bazaar order #${placed.order_id} is confirmed`]);
    const [row] = await outboxRows(suite.test.db, [me.email]);
    expect(row).toMatchObject({ kind: 'mail', store_id: suite.fx.storeId, attempts: 1, next_attempt_at: null, claimed_by: null, text: '', html: null, last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('leaves no mail when the order\'s transaction rolls back, nor for a refused order', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 5);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'outbox-order-02');
    await suite.api.outbox.sendDue();
    // The mail queued, then something later in the same transaction fails.
    await expect(suite.test.db.transaction().execute(async (trx) => {
      await queueOrderConfirmation(trx, placed.order_id, suite.api.clock.now());
      throw new Error('the order could not be written after all');
    })).rejects.toThrow('could not be written');
    await h.setStock(p().saree, 'Free Size', 0);
    const refused = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'outbox-order-03');
    expect(refused.status).toBe(409);
    expect(await suite.api.outbox.sendDue()).toBe(0);
    expect(await outboxRows(suite.test.db, [me.email])).toHaveLength(1);
    expect(mailsIn(suite.api.outboxDir).filter((m) => m.to === me.email)).toHaveLength(1);
    expect((await h.ordersOf(me.id)).length).toBe(1);
  });

  it('holds a refund\'s mail until the provider answers, and sends it saying "initiated" if nobody releases it', async () => {
    const clock = testClock();
    const me = await h.shopper();
    const order = await h.paidOnlineOrder(me, 'outbox-refund-01');
    // The paid order's confirmation, sent by the app's own outbox, must be out before this test's clock jumps.
    await suite.api.outbox.sendDue();
    const mailer = flakyMailer(0);
    const outbox = createMailOutbox({ db: suite.test.db, mailer, now: clock.now });
    const cancelled = (line: number) => ({ orderId: order.order_id, orderLineId: line, reason: 'Cash Issue', refund: { amount: 100 }, orderCancelled: false });
    const [released, forgotten] = await suite.test.db.transaction().execute(async (trx) => [
      await queueLineCancelled(trx, cancelled(order.lines[0]!.id), clock.now()),
      await queueLineCancelled(trx, cancelled(order.lines[1]!.id), clock.now()),
    ]);
    expect(await outbox.sendDue()).toBe(0);
    await releaseRefundMail(suite.test.db, released!, true, clock.now());
    expect(await outbox.sendDue()).toBe(1);
    expect(mailer.sent.at(-1)!.text).toContain('A refund of ₹100 has been made');
    // The process died before the provider answered: the hold runs out and the mail goes as it was written.
    clock.advance(2 * 60_000);
    expect(await outbox.sendDue()).toBe(1);
    expect(mailer.sent.at(-1)!.text).toContain('A refund of ₹100 has been initiated');
    // A late release changes nothing of a mail already sent.
    await releaseRefundMail(suite.test.db, forgotten!, true, clock.now());
    expect(await outbox.sendDue()).toBe(0);
  });

  it('tries a mail the mail server refused again after 30 s, then 60 s, and sends it once', async () => {
    const log = captureLog();
    onTestFinished(() => log.restore());
    const clock = testClock();
    const mailer = flakyMailer(2);
    const outbox = createMailOutbox({ db: suite.test.db, mailer, now: clock.now });
    const [to] = await queueMails(suite.test.db, suite.fx.storeId, 'retry', 1, clock.now());
    expect(await outbox.sendDue()).toBe(0);
    let [row] = await outboxRows(suite.test.db, [to!]);
    expect(row).toMatchObject({ attempts: 1, claimed_by: null, sent_at: null, last_error: 'SMTP 451: try again later (1)' });
    expect(Date.parse(row!.next_attempt_at!) - clock.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 1000);
    // Not due yet: nothing is tried.
    expect(await outbox.sendDue()).toBe(0);
    expect(mailer.tried).toBe(1);
    clock.advance(retryDelayMs(1));
    expect(await outbox.sendDue()).toBe(0);
    [row] = await outboxRows(suite.test.db, [to!]);
    expect(row).toMatchObject({ attempts: 2, last_error: 'SMTP 451: try again later (2)' });
    clock.advance(retryDelayMs(2));
    expect(await outbox.sendDue()).toBe(1);
    clock.advance(3_600_000);
    expect(await outbox.sendDue()).toBe(0);
    expect(mailer.sent.map((m) => m.to)).toEqual([to]);
    [row] = await outboxRows(suite.test.db, [to!]);
    expect(row).toMatchObject({ attempts: 3, next_attempt_at: null });
    expect(row!.sent_at).not.toBeNull();
    expect(log.lines.filter((l) => l.level === 'warn').map((l) => l.attempts)).toEqual([1, 2]);
  });

  it('gives a mail up after its last attempt, and says so in the row and the log', async () => {
    const log = captureLog();
    onTestFinished(() => log.restore());
    const clock = testClock();
    const outbox = createMailOutbox({ db: suite.test.db, mailer: flakyMailer(99), now: clock.now, maxAttempts: 2 });
    const [to] = await queueMails(suite.test.db, suite.fx.storeId, 'give-up', 1, clock.now());
    await outbox.sendDue();
    clock.advance(retryDelayMs(1));
    await outbox.sendDue();
    clock.advance(86_400_000);
    expect(await outbox.sendDue()).toBe(0);
    expect((await outboxRows(suite.test.db, [to!]))[0]).toMatchObject({ attempts: 2, next_attempt_at: null, sent_at: null, last_error: 'SMTP 451: try again later (2)' });
    expect(log.errors().map((l) => l.msg)).toEqual(['A mail could not be sent and is given up']);
  });

  it('takes over the mail a crashed sender claimed once its claim has run out', async () => {
    const clock = testClock();
    const to = await queueMails(suite.test.db, suite.fx.storeId, 'crash', 3, clock.now());
    // A sender claims the three, then its process dies before sending them.
    expect(await claimDueMail(suite.test.db, 'crashed-process', clock.now(), 60_000, 10)).toHaveLength(3);
    const mailer = flakyMailer(0);
    const outbox = createMailOutbox({ db: suite.test.db, mailer, now: clock.now, leaseMs: 60_000 });
    expect(await outbox.sendDue()).toBe(0);
    clock.advance(59_000);
    expect(await outbox.sendDue()).toBe(0);
    clock.advance(2_000);
    expect(await outbox.sendDue()).toBe(3);
    expect(mailer.sent.map((m) => m.to).toSorted()).toEqual(to.toSorted());
    expect((await outboxRows(suite.test.db, to)).map((r) => [r.attempts, r.claimed_by])).toEqual([[2, null], [2, null], [2, null]]);
  });

  it('sends each mail once when two senders on one database claim at the same time', async () => {
    const clock = testClock();
    const to = await queueMails(suite.test.db, suite.fx.storeId, 'pair', 120, clock.now());
    const mailers = [flakyMailer(0, 5), flakyMailer(0, 5)];
    const senders = mailers.map((mailer) => createMailOutbox({ db: suite.test.db, mailer, now: clock.now }));
    const counts = await Promise.all(senders.map((sender) => sender.sendDue()));
    expect(counts[0]! + counts[1]!).toBe(120);
    expect(mailers.flatMap((m) => m.sent.map((mail) => mail.to)).toSorted()).toEqual(to.toSorted());
    // Each took a share: the claims really raced.
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});
