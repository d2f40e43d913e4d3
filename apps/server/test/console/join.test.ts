import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consoleMessages } from '@haat/shared/console-api';
import { apiFor, testClock, type TestApi } from '../support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../support/engines.ts';
import { insertFixture, type Fixture } from '../support/fixture.ts';
import { consoleCall, consoleSignIn, insertStaff, inviteToken, staffPassword } from './console-support.ts';

const newPassword = 'Joining2026x';
const join = (api: TestApi, body: unknown, headers: Record<string, string> = {}) =>
  consoleCall(api, '/api/console/join', { method: 'POST', body, headers });
/** The last mail the outbox holds for an address (the outbox mailer writes a .json beside each message). */
const mailTo = (api: TestApi, to: string) => fs.readdirSync(api.outboxDir).filter((f) => f.endsWith('.json')).sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(api.outboxDir, f), 'utf8')) as { to: string; text: string })
  .findLast((m) => m.to === to);
const countRows = async (db: TestDatabase['db'], table: 'staff' | 'staff_memberships') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describeEachEngine('console: joining a shop with an invitation', (engine) => {
  const clock = testClock();
  let test: TestDatabase;
  let fx: Fixture;
  let api: TestApi;
  let serial = 0;
  // Each join comes from its own address, so the per-address limit never decides a case but its own.
  const fresh = () => ({ 'x-forwarded-for': `203.0.113.${(serial += 1)}` });

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    api = apiFor(test.db, 'localhost', clock);
  });
  afterAll(async () => { await test.drop(); });

  it('joins once: a second use of the link is refused, and the new member is signed in with the role', async () => {
    const token = await inviteToken(test.db, fx.storeId, 'asha@staff.test', 'manager', clock.now());
    const preview = await consoleCall(api, `/api/console/invitations/preview?token=${token}`);
    expect(await preview.json()).toEqual({ status: 'true', data: { email: 'asha@staff.test', role: 'manager', store_name: 'Rangrez Test Bazaar', existing_account: false } });

    const first = await join(api, { token, name: 'Asha Rao', password: newPassword }, fresh());
    expect(first.status).toBe(200);
    const body = (await first.json()) as { data: { token: string; role: string; store: { id: number; name: string } } };
    expect(body.data).toMatchObject({ role: 'manager', store: { id: fx.storeId, name: 'Rangrez Test Bazaar' } });
    expect(first.headers.get('set-cookie')).toMatch(/^haat_console=/);
    const me = await consoleCall(api, '/api/console/me', { token: body.data.token });
    expect(await me.json()).toMatchObject({ data: { staff: { name: 'Asha Rao', email: 'asha@staff.test' }, role: 'manager' } });

    const staffBefore = await countRows(test.db, 'staff');
    const second = await join(api, { token, name: 'Someone Else', password: newPassword }, fresh());
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ status: 'false', message: consoleMessages.invitationUsed });
    expect(await countRows(test.db, 'staff')).toBe(staffBefore);
    expect(await consoleSignIn(api, 'asha@staff.test', newPassword)).toBeTruthy();
  });

  it('a link is refused 72 hours after it was made, and so is its preview', async () => {
    const token = await inviteToken(test.db, fx.storeId, 'late@staff.test', 'packer', clock.now());
    clock.advance(72 * 60 * 60_000 + 1000);
    const preview = await consoleCall(api, `/api/console/invitations/preview?token=${token}`);
    expect(await preview.json()).toEqual({ status: 'false', message: consoleMessages.invitationExpired });
    const reply = await join(api, { token, name: 'Late Comer', password: newPassword }, fresh());
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ status: 'false', message: consoleMessages.invitationExpired });
    expect(await test.db.selectFrom('staff').select('id').where('email', '=', 'late@staff.test').executeTakeFirst()).toBeUndefined();
  });

  it('a withdrawn invitation is refused', async () => {
    const owner = await insertStaff(test.db, fx.storeId, 'owner');
    const ownerToken = await consoleSignIn(api, owner.email);
    const created = await consoleCall(api, '/api/console/invitations', { method: 'POST', token: ownerToken, body: { email: 'Withdrawn@Staff.test', role: 'packer' } });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number; email: string; state: string } };
    expect(data).toMatchObject({ email: 'withdrawn@staff.test', state: 'pending' });
    expect(data).not.toHaveProperty('token');
    // The only copy of the token is in the mail.
    const mail = await expect.poll(() => mailTo(api, 'withdrawn@staff.test')).toBeDefined().then(() => mailTo(api, 'withdrawn@staff.test'));
    const token = /\/console\/join\?token=([\w-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain('http://localhost/console/join?token=');

    const revoked = await consoleCall(api, `/api/console/invitations/${data.id}`, { method: 'DELETE', token: ownerToken });
    expect(revoked.status).toBe(200);
    const reply = await join(api, { token, name: 'Too Late', password: newPassword }, fresh());
    expect(await reply.json()).toEqual({ status: 'false', message: consoleMessages.invitationRevoked });
  });

  it('two joins racing with one link: exactly one wins', async () => {
    const token = await inviteToken(test.db, fx.storeId, 'race@staff.test', 'packer', clock.now());
    const membersBefore = await countRows(test.db, 'staff_memberships');
    const replies = await Promise.all([
      join(api, { token, name: 'Racer One', password: newPassword }, fresh()),
      join(api, { token, name: 'Racer Two', password: newPassword }, fresh()),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await countRows(test.db, 'staff_memberships')).toBe(membersBefore + 1);
    const sessions = await test.db.selectFrom('staff_sessions').innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select('staff_sessions.id').where('staff.email', '=', 'race@staff.test').execute();
    expect(sessions).toHaveLength(1);
  });

  it('someone with a staff account joins another shop with their password; a wrong one is refused beside the field', async () => {
    const other = await insertStaff(test.db, fx.otherStoreId, 'owner');
    const token = await inviteToken(test.db, fx.storeId, other.email, 'manager', clock.now());
    const preview = await consoleCall(api, `/api/console/invitations/preview?token=${token}`);
    expect(await preview.json()).toMatchObject({ data: { existing_account: true } });
    const wrong = await join(api, { token, password: 'Wrong2026x' }, fresh());
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ status: 'false', message: consoleMessages.joinPasswordWrong, fields: { password: consoleMessages.joinPasswordWrong } });
    const right = await join(api, { token, password: staffPassword }, fresh());
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ data: { role: 'manager', store: { id: fx.storeId } } });
  });

  it('a new member needs a name and a password that follows the registration rules; nothing is used up', async () => {
    const token = await inviteToken(test.db, fx.storeId, 'rules@staff.test', 'packer', clock.now());
    const reply = await join(api, { token, name: ' ', password: 'short' }, fresh());
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({
      fields: { name: consoleMessages.staffNameRequired, password: 'Password must be at least 8 characters long.' },
    });
    expect((await join(api, { token, name: 'Rules Kept', password: newPassword }, fresh())).status).toBe(200);
  });

  it('joins from one address are limited to 10 an hour', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const replies = [];
    for (let i = 0; i < 11; i += 1) replies.push((await join(api, { token: `made-up-${i}`, password: newPassword }, from)).status);
    expect(replies).toEqual([...Array.from({ length: 10 }, () => 400), 429]);
  });
});
