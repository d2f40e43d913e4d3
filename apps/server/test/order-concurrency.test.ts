import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStoreApi } from '@haat/shared/api';
import { onlyLeftMessage } from '@haat/shared/rules';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture, type Fixture } from './support/fixture.ts';
import { solveCodCaptcha } from './support/cod-captcha.ts';
import { homeAddress } from './support/orders.ts';
import { apiFor } from './support/api-app.ts';
import { createStoreChanges } from '../src/cache/store-changes.ts';
import { stockVersion } from '../src/services/catalogue/stock-version.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

const ordersPerServer = 25;
const customersPerServer = 5;
const unitsLeft = 3;

/** Registers a customer over HTTP, signs them in and saves an address: what an order needs. */
async function signedInShopper(origin: string, serial: number) {
  const client = createStoreApi({ baseUrl: origin });
  const email = `race${serial}@example.in`;
  await client.register({ firstname: 'Race', lastname: `Shopper${serial}`, email, mobileno: `98765${String(serial).padStart(5, '0')}`, password: 'Secret123' });
  const { accessToken } = await client.signIn(email, 'Secret123');
  const signedIn = createStoreApi({ baseUrl: origin, headers: { authorization: `Bearer ${accessToken}` } });
  await signedIn.addAddress(homeAddress);
  const [address] = await signedIn.getAddresses();
  return { token: accessToken, addressId: address!.id, client: signedIn };
}

describeEachEngine('placing orders from two server processes at once', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-race-'));
    servers.push(...await Promise.all([startServerProcess(test.url, dataDir), startServerProcess(test.url, dataDir)]));
  }, 200_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServerProcess));
    await test?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`sells the last ${unitsLeft} units exactly once to ${2 * ordersPerServer} simultaneous orders`, async () => {
    await test.db.updateTable('product_sizes').set({ stock: unitsLeft }).where('product_id', '=', fx.products.anarkali).where('label', '=', 'L').execute();
    // Two more page handlers on the same database, each with its own memory (decision 052): the
    // stock version they name for the storefront's kept answers.
    const pageHandlers = [0, 1].map(() => apiFor(test.db, 'localhost', undefined, { changes: createStoreChanges(), web: () => async (request: Request) => new Response(request.headers.get('x-haat-store-version')) }));
    const namedStock = () => Promise.all(pageHandlers.map(async (handler) =>
      (await (await handler.app.fetch(new Request('http://localhost/product/x', { headers: { host: 'localhost' } }))).text()).split('.')[2]));
    const stockBefore = await namedStock();
    const shoppers = await Promise.all(servers.flatMap((server, s) =>
      Array.from({ length: customersPerServer }, (_, i) => signedInShopper(server.origin, s * customersPerServer + i + 1).then((who) => ({ ...who, server })))));

    // Every COD submit answers a captcha of its own, solved before the race starts.
    const planned = await Promise.all(servers.flatMap((server, s) => Array.from({ length: ordersPerServer }, async (_, i) => {
      const shopper = shoppers[s * customersPerServer + (i % customersPerServer)]!;
      return { server, shopper, key: `race-${s}-${i}-${engine}`, captcha: await solveCodCaptcha(test.db, shopper.client) };
    })));
    const replies = await Promise.all(planned.map(({ server, shopper, key, captcha }) => fetch(`${server.origin}/api/insert_Customer_Order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'Idempotency-Key': key },
      body: JSON.stringify({ addressid: shopper.addressId, coupan_Code: '', paymentmode: 'COD', orders: [{ asinid: fx.products.anarkali, quantity: 1, productcode: '', size: 'L' }], ...captcha }),
    }).then(async (response) => ({ status: response.status, body: await response.json() as { message?: string } }))));

    const placed = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 409);
    expect(placed, servers.map((s) => s.output()).join('\n')).toHaveLength(unitsLeft);
    expect(refused).toHaveLength(2 * ordersPerServer - unitsLeft);
    const shortMessages = new Set(Array.from({ length: unitsLeft + 1 }, (_, left) => onlyLeftMessage('Cotton Anarkali Kurta', 'L', left)));
    for (const reply of refused) expect(shortMessages).toContain(reply.body.message);

    const size = await test.db.selectFrom('product_sizes').select('stock').where('product_id', '=', fx.products.anarkali).where('label', '=', 'L').executeTakeFirstOrThrow();
    expect(size.stock).toBe(0);
    const orders = await test.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(unitsLeft);
    const lines = await test.db.selectFrom('order_lines').select('units').execute();
    expect(lines.reduce((sum, l) => sum + l.units, 0)).toBe(unitsLeft);

    // Whichever process took the stock, both handlers name the version the race left: no page
    // reuses a listing or product kept from before it.
    const versionNow = String(await stockVersion(test.db, fx.storeId));
    expect(await namedStock()).toEqual([versionNow, versionNow]);
    expect(stockBefore[0]).not.toBe(versionNow);
  }, 60_000);

  it('spends one COD captcha once when 20 submits of it reach both processes at once', async () => {
    const shopper = await signedInShopper(servers[0]!.origin, 100);
    const captcha = await solveCodCaptcha(test.db, shopper.client);
    const before = await test.db.selectFrom('orders').select('id').execute();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${servers[i % 2]!.origin}/api/insert_Customer_Order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'Idempotency-Key': `captcha-race-${i}-${engine}` },
      body: JSON.stringify({ addressid: shopper.addressId, paymentmode: 'COD', orders: [{ asinid: fx.products.saree, quantity: 1 }], ...captcha }),
    }).then((response) => response.status)));
    expect(replies.sort()).toEqual([200, ...Array.from({ length: 19 }, () => 400)]);
    const after = await test.db.selectFrom('orders').select('id').execute();
    expect(after.length - before.length).toBe(1);
  }, 60_000);
});
