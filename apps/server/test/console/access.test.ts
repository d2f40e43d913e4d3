import { expect, it } from 'vitest';
import { consoleCalls, consoleMessages, consolePath, type ConsoleCall } from '@haat/shared/console-api';
import { insertCustomer } from '../support/accounts.ts';
import { apiFor, apiSuite } from '../support/api-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { consoleCall, consoleSignIn, insertStaff, placeholderParams, staffPassword, tableDigest } from './console-support.ts';

const signedInCalls = Object.entries(consoleCalls as Record<string, ConsoleCall>).filter(([, call]) => call.roles !== 'none');
const pathOf = (name: string) => consolePath(name as keyof typeof consoleCalls, placeholderParams);

describeEachEngine('console: sign-in, cookie, XSRF and who may call', (engine) => {
  const suite = apiSuite(engine);
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    consoleCall(suite.api, '/api/console/login', { method: 'POST', body, headers });

  it('signs in with the session cookie: HttpOnly, SameSite=Strict, Path=/console, the session\'s Max-Age; Secure over HTTPS', async () => {
    const owner = await insertStaff(suite.test.db, suite.fx.storeId, 'owner');
    const reply = await login({ email: owner.email.toUpperCase(), password: staffPassword });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { status: string; data: { token: string; role: string; store: unknown } };
    expect(body).toEqual({ status: 'true', data: { token: expect.any(String), role: 'owner', store: { id: suite.fx.storeId, name: 'Rangrez Test Bazaar' } } });
    const cookie = reply.headers.get('set-cookie')!;
    expect(cookie).toBe(`haat_console=${body.data.token}; Max-Age=604800; Path=/console; HttpOnly; SameSite=Strict`);

    const overHttps = await login({ email: owner.email, password: staffPassword }, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('a wrong e-mail, a wrong password and a member of another shop get the same answer', async () => {
    const owner = await insertStaff(suite.test.db, suite.fx.storeId, 'owner');
    const elsewhere = await insertStaff(suite.test.db, suite.fx.otherStoreId, 'owner');
    const replies = await Promise.all([
      login({ email: 'nobody@staff.test', password: staffPassword }, { 'x-forwarded-for': '192.0.2.1' }),
      login({ email: owner.email, password: 'Wrong2026x' }, { 'x-forwarded-for': '192.0.2.2' }),
      login({ email: elsewhere.email, password: staffPassword }, { 'x-forwarded-for': '192.0.2.3' }),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(400);
      expect(reply.headers.get('set-cookie')).toBeNull();
      expect(await reply.json()).toEqual({ status: 'false', message: consoleMessages.badCredentials });
    }
  });

  it('sign-out ends the session and clears the cookie', async () => {
    const owner = await insertStaff(suite.test.db, suite.fx.storeId, 'owner');
    const token = await consoleSignIn(suite.api, owner.email);
    const out = await consoleCall(suite.api, '/api/console/logout', { method: 'POST', token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^haat_console=; Max-Age=0; Path=\/console/);
    expect((await consoleCall(suite.api, '/api/console/me', { token })).status).toBe(401);
  });

  it('a cookie call without the XSRF token, with a wrong one or from another site is a 403 and changes nothing; with it, it works', async () => {
    const owner = await insertStaff(suite.test.db, suite.fx.storeId, 'owner');
    const token = await consoleSignIn(suite.api, owner.email);
    const { data: me } = (await (await consoleCall(suite.api, '/api/console/me', { cookie: token })).json()) as { data: { xsrf_token: string } };
    const invite = (xsrf?: string, headers: Record<string, string> = {}) => consoleCall(suite.api, '/api/console/invitations', {
      method: 'POST', cookie: token, ...(xsrf ? { xsrf } : {}), headers, body: { email: 'xsrf@staff.test', role: 'packer' },
    });
    const before = await tableDigest(suite.test.db);
    for (const reply of [await invite(), await invite('not-the-token'), await invite(me.xsrf_token, { 'sec-fetch-site': 'cross-site' })]) {
      expect(reply.status).toBe(403);
      expect(await reply.json()).toEqual({ status: 'false', message: consoleMessages.xsrfRefused });
    }
    expect(await tableDigest(suite.test.db)).toBe(before);
    expect((await invite(me.xsrf_token)).status).toBe(201);
  });

  it('a bearer call needs no XSRF token', async () => {
    const owner = await insertStaff(suite.test.db, suite.fx.storeId, 'owner');
    const token = await consoleSignIn(suite.api, owner.email);
    const reply = await consoleCall(suite.api, '/api/console/invitations', { method: 'POST', token, body: { email: 'bearer@staff.test', role: 'manager' } });
    expect(reply.status).toBe(201);
  });

  it('a customer\'s token is a 401 on every console call, as a bearer and as the console cookie', async () => {
    const customer = await insertCustomer(suite.test.db, suite.fx.storeId, { password: 'Kolam2024x' });
    const { accessToken } = await suite.api.client.signIn(customer.email, 'Kolam2024x');
    const before = await tableDigest(suite.test.db);
    for (const [name, call] of signedInCalls) {
      for (const sent of [{ token: accessToken }, { cookie: accessToken }]) {
        const reply = await consoleCall(suite.api, pathOf(name), { method: call.method, ...sent });
        expect(reply.status, `${name} ${JSON.stringify(sent)}`).toBe(401);
      }
    }
    expect(await tableDigest(suite.test.db)).toBe(before);
  });

  it('store A\'s owner on store B\'s host: 401 on every call, no rows read or written', async () => {
    const owner = await insertStaff(suite.test.db, suite.fx.storeId, 'owner');
    const token = await consoleSignIn(suite.api, owner.email);
    const otherHost = apiFor(suite.test.db, 'other.example');
    expect((await otherHost.raw('/api/console/login', { method: 'POST', body: JSON.stringify({ email: owner.email, password: staffPassword }) })).status).toBe(400);
    const before = await tableDigest(suite.test.db);
    for (const [name, call] of signedInCalls) {
      const reply = await consoleCall(otherHost, pathOf(name), { method: call.method, token, body: { email: 'b@staff.test', role: 'owner' } });
      expect(reply.status, name).toBe(401);
      expect(await reply.json()).toEqual({ status: 'false', message: consoleMessages.signInRequired });
    }
    expect(await tableDigest(suite.test.db)).toBe(before);
  });

  it('a role change and a removal apply on the member\'s next call; the last owner stays', async () => {
    const { db } = suite.test;
    const storeId = (await db.insertInto('stores').values({
      is_default: 0, name: 'Roles Shop', email: 'r@roles.test', mobile: '', address: '', logo: '', favicon: '', theme_text: '#000000',
      theme_background: '#ffffff', theme_primary: '#123456', theme_secondary: '#123456', theme_accent: '#123456', social_fb: null,
      social_insta: null, social_linkedin: null, social_twitter: null, social_youtube: null, created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('store_hosts').values({ host: 'roles.example', store_id: storeId }).execute();
    const api = apiFor(db, 'roles.example');
    const owner = await insertStaff(db, storeId, 'owner');
    const second = await insertStaff(db, storeId, 'owner');
    const ownerToken = await consoleSignIn(api, owner.email);
    const secondToken = await consoleSignIn(api, second.email);
    expect((await consoleCall(api, '/api/console/staff', { token: secondToken })).status).toBe(200);

    const demoted = await consoleCall(api, `/api/console/staff/${second.id}`, { method: 'PATCH', token: ownerToken, body: { role: 'manager' } });
    expect(await demoted.json()).toMatchObject({ status: 'true', data: { id: second.id, role: 'manager' } });
    const refused = await consoleCall(api, '/api/console/staff', { token: secondToken });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 'false', message: consoleMessages.roleRefused });

    for (const reply of [
      await consoleCall(api, `/api/console/staff/${owner.id}`, { method: 'PATCH', token: ownerToken, body: { role: 'packer' } }),
      await consoleCall(api, `/api/console/staff/${owner.id}`, { method: 'DELETE', token: ownerToken }),
    ]) {
      expect(reply.status).toBe(409);
      expect(await reply.json()).toEqual({ status: 'false', message: consoleMessages.lastOwner });
    }

    const removed = await consoleCall(api, `/api/console/staff/${second.id}`, { method: 'DELETE', token: ownerToken });
    expect(removed.status).toBe(200);
    expect((await consoleCall(api, '/api/console/me', { token: secondToken })).status).toBe(401);
    const audit = await db.selectFrom('audit_log').select(['action', 'before', 'after']).where('store_id', '=', storeId).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'staff.role', before: '{"role":"owner"}', after: '{"role":"manager"}' },
      { action: 'staff.remove', before: JSON.stringify({ email: second.email, role: 'manager' }), after: null },
    ]);
    const list = await consoleCall(api, '/api/console/staff', { token: ownerToken });
    expect(await list.json()).toMatchObject({ data: { staff: [{ id: owner.id, role: 'owner' }] } });
  });

  it('50 sign-ins at once at one account from one address: at most 5 passwords are checked', async () => {
    const owner = await insertStaff(suite.test.db, suite.fx.storeId, 'owner');
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      login({ email: owner.email, password: i === 17 ? staffPassword : 'Wrong2026x' }, { 'x-forwarded-for': '198.51.100.200' })));
    const checked = replies.filter((r) => r.status !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(replies.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
