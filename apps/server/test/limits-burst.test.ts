import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStoreApi } from '@haat/shared/api';
import { accountSuite } from './support/accounts.ts';
import { describeEachEngine } from './support/engines.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

// Every counted limit is taken before the work it guards (decision 017): however many requests
// arrive at once, in one process or two, at most the limit get past it.

const burst = 50;
const wrongPassword = 'Wrong2024x';

const form = (username: string, password: string) =>
  new URLSearchParams({ username, password, grant_type: 'password' }).toString();

describeEachEngine('limits under a burst, one server', (engine) => {
  const suite = accountSuite(engine, { firstname: 'Burst', lastname: 'Test', mobilePrefix: '96100', password: 'Kolam2024x' });
  const fromOneAddress = (address: string) => ({ 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address });

  it(`${burst} simultaneous sign-ins from one address, one with the right password: at most 5 are checked`, async () => {
    const customer = await suite.newCustomer();
    const right = 17;
    const replies = await Promise.all(Array.from({ length: burst }, (_, i) => suite.api.raw('/token', {
      method: 'POST', headers: fromOneAddress('198.51.100.20'),
      body: form(i % 2 === 0 ? customer.email : customer.mobileno, i === right ? customer.password : wrongPassword),
    })));
    const checked = replies.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(burst - checked.length);
  });

  it('simultaneous wrong old passwords: at most 5 are checked', async () => {
    const customer = await suite.newCustomer();
    const { token } = await suite.signIn(customer.email, customer.password);
    const signedIn = (body: unknown) => suite.api.raw('/api/CustomerPasswordChange', {
      method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(body),
    });
    const replies = await Promise.all(Array.from({ length: 30 }, () =>
      signedIn({ userid: '', old_password: wrongPassword, new_password: 'Another2024x' })));
    expect(replies.filter((r) => r.status === 400)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(25);
  });

  it('simultaneous code requests for one e-mail send one code; for an unknown e-mail the answers are the same', async () => {
    const customer = await suite.newCustomer();
    for (const email of [customer.email, 'nobody.burst@example.in']) {
      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => suite.api.raw('/api/SendVerificationCode', {
        method: 'POST', headers: { 'x-forwarded-for': `198.51.100.${30 + i}` }, body: JSON.stringify({ channel: 'email', value: email }),
      })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 429)]);
    }
  });

  it('simultaneous reset requests for one e-mail: at most 3 are let through', async () => {
    const customer = await suite.newCustomer();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => suite.api.raw('/api/ForgotPassword', {
      method: 'POST', headers: { 'x-forwarded-for': `198.51.101.${i}` }, body: JSON.stringify({ email: customer.email }),
    })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(17);
  });
});

describeEachEngine('sign-in limits across two server processes', (engine) => {
  const suite = accountSuite(engine, { firstname: 'Twin', lastname: 'Test', mobilePrefix: '96200', password: 'Kolam2024x' });
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-limits-'));
    servers.push(...await Promise.all([startServerProcess(suite.test.url, dataDir), startServerProcess(suite.test.url, dataDir)]));
  }, 200_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServerProcess));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${burst} simultaneous wrong passwords split over two processes, from one address: at most 5 are checked`, async () => {
    const customer = await suite.newCustomer();
    const replies = await Promise.all(Array.from({ length: burst }, (_, i) => {
      const server = servers[i % 2]!;
      return fetch(`${server.origin}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(customer.email, i === burst - 1 ? customer.password : wrongPassword),
      }).then((r) => r.status);
    }));
    const checked = replies.filter((status) => status !== 429);
    expect(checked.length, servers.map((s) => s.output()).join('\n')).toBeLessThanOrEqual(5);
    expect(checked.length).toBeGreaterThan(0);
    // The owner, elsewhere, is not locked out by it.
    const elsewhere = createStoreApi({ baseUrl: servers[0]!.origin });
    await expect(elsewhere.signIn(customer.email, customer.password)).rejects.toMatchObject({ status: 429 });
    expect((await suite.api.client.signIn(customer.email, customer.password)).accessToken).toBeTruthy();
  }, 60_000);
});
