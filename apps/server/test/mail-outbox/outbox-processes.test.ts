import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStoreApi } from '@haat/shared/api';
import { openSession } from '../../src/auth/sessions.ts';
import { insertCustomer } from '../support/accounts.ts';
import { codCaptchaCode } from '../support/cod-captcha.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../support/engines.ts';
import { insertFixture, type Fixture } from '../support/fixture.ts';
import { homeAddress } from '../support/orders.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process.ts';
import { mailsIn, queueMails } from './outbox-support.ts';

// Two real server processes send one outbox (decision 031): mail left queued before they
// started (a restart) and mail queued while they run goes out once, through one or the other.

describeEachEngine('mail outbox across two server processes', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const outboxDirs = () => servers.map((server) => path.join(dataDir, `outbox-${new URL(server.origin).port}`));

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-outbox-race-'));
  });

  afterAll(async () => {
    await Promise.all(servers.map(stopServerProcess));
    await test?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function unsent(): Promise<number> {
    const row = await test.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('sends what a stopped shop left queued and what is queued while both run, each mail exactly once', async () => {
    // Queued while no process runs: what a crash or a restart leaves behind.
    const left = await queueMails(test.db, fx.storeId, 'left', 100, new Date());
    servers.push(...await Promise.all([startServerProcess(test.url, dataDir), startServerProcess(test.url, dataDir)]));
    const queued: string[] = [];
    for (let wave = 0; wave < 4; wave++) {
      queued.push(...await queueMails(test.db, fx.storeId, `wave${wave}`, 100, new Date()));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await expect.poll(unsent, { timeout: 30_000, interval: 200 }).toBe(0);
    const sent = mailsIn(...outboxDirs()).map((mail) => mail.to);
    expect(sent.toSorted()).toEqual([...left, ...queued].toSorted());
  }, 200_000);

  it('mails an order placed at either process once, its confirmation sent right after the commit', async () => {
    const shoppers = await Promise.all(servers.map(async (server, i) => {
      const { id, email } = await insertCustomer(test.db, fx.storeId, { firstName: `Shopper ${i}` });
      const { token } = await openSession(test.db, id, new Date());
      const client = createStoreApi({ baseUrl: server.origin, headers: { host: 'localhost', authorization: `Bearer ${token}` } });
      await client.addAddress(homeAddress);
      const [address] = await client.getAddresses();
      return { email, client, addressId: address!.id };
    }));
    await test.db.updateTable('product_sizes').set({ stock: 10 }).where('product_id', '=', fx.products.saree).execute();
    const placed = await Promise.all(shoppers.map(async ({ client, addressId }, i) => {
      const { captcha_id } = await client.newCodCaptcha();
      return client.placeOrder({
        addressid: addressId, paymentmode: 'COD', orders: [{ asinid: fx.products.saree, quantity: 1 }],
        captcha_id, captcha_code: await codCaptchaCode(test.db, captcha_id),
      }, `two-processes-${i}`);
    }));
    await expect.poll(unsent, { timeout: 30_000, interval: 100 }).toBe(0);
    const mails = mailsIn(...outboxDirs()).filter((mail) => shoppers.some((s) => s.email === mail.to));
    expect(mails.map((mail) => mail.subject).toSorted()).toEqual(placed.map((p) => `Your Rangrez Test Bazaar order #${p.order_id} is confirmed`).toSorted());
  }, 60_000);
});
