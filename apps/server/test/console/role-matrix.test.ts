import { beforeAll, expect, it } from 'vitest';
import { consoleCalls, consolePath, type ConsoleCall, type ConsoleCallName, type StaffRole } from '@haat/shared/console-api';
import { openSession } from '../../src/auth/sessions.ts';
import { openStaffSession } from '../../src/auth/staff-sessions.ts';
import { insertCustomer } from '../support/accounts.ts';
import { apiSuite } from '../support/api-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { insertStaff, loadExamples, placeholderParams, tableDigest, type ConsoleExample, type ConsoleExamples, type ExampleContext } from './console-support.ts';

// Every call of the table × every kind of caller (decision 021 §2): a caller the table allows
// gets past the guard (a 400, 404 or 501 is fine here: each area tests its own answers); any
// other is refused with 401 or 403, and no table gains or loses a row, the audit log included.

type Caller = 'no token' | 'customer' | "other store's owner" | StaffRole;
const callers: Caller[] = ['no token', 'customer', "other store's owner", 'owner', 'manager', 'packer'];

function allowed(call: ConsoleCall, caller: Caller): boolean {
  if (call.roles === 'none') return true;
  const role = caller === 'owner' || caller === 'manager' || caller === 'packer' ? caller : null;
  if (role === null) return false;
  return call.roles === 'member' || call.roles.includes(role);
}

describeEachEngine('console role matrix', (engine) => {
  const suite = apiSuite(engine);
  let examples: ConsoleExamples;
  let tokenOf: (caller: Caller) => Promise<string | null>;

  beforeAll(async () => {
    examples = await loadExamples();
    const { db } = suite.test;
    const { storeId, otherStoreId } = suite.fx;
    const members = {
      owner: await insertStaff(db, storeId, 'owner'),
      manager: await insertStaff(db, storeId, 'manager'),
      packer: await insertStaff(db, storeId, 'packer'),
    };
    const otherOwner = await insertStaff(db, otherStoreId, 'owner');
    const customer = await insertCustomer(db, storeId);
    // A fresh session for every request: a sign-out or a removal in one case never decides the next.
    tokenOf = async (caller) => {
      const now = suite.api.clock.now();
      if (caller === 'no token') return null;
      if (caller === 'customer') return (await openSession(db, customer.id, now)).token;
      if (caller === "other store's owner") return (await openStaffSession(db, otherOwner.id, otherStoreId, now)).token;
      return (await openStaffSession(db, members[caller].id, storeId, now)).token;
    };
  });

  const send = (name: ConsoleCallName, example: ConsoleExample, token: string | null) => {
    const call: ConsoleCall = consoleCalls[name];
    const url = new URL(consolePath(name, { ...placeholderParams, ...example.params }), 'http://localhost');
    for (const [key, value] of Object.entries(example.query ?? {})) url.searchParams.set(key, value);
    const headers = new Headers({ host: 'localhost' });
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (call.method !== 'GET') {
      if (example.body instanceof FormData) body = example.body;
      else {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(example.body ?? {});
      }
    }
    return suite.api.app.fetch(new Request(url, { method: call.method, headers, ...(body === undefined ? {} : { body }) }));
  };

  for (const name of Object.keys(consoleCalls) as ConsoleCallName[]) {
    it(`${name}: ${consoleCalls[name].method} ${consoleCalls[name].path}`, async () => {
      const call: ConsoleCall = consoleCalls[name];
      const context: ExampleContext = { db: suite.test.db, fx: suite.fx, now: suite.api.clock.now() };
      // Refused callers first, so an allowed one's change cannot hide a refused one's.
      const ordered = [...callers].sort((a, b) => Number(allowed(call, a)) - Number(allowed(call, b)));
      for (const caller of ordered) {
        const example = (await examples[name]?.(context)) ?? {};
        const token = await tokenOf(caller);
        const before = allowed(call, caller) ? '' : await tableDigest(suite.test.db);
        const reply = await send(name, example, token);
        if (allowed(call, caller)) {
          expect([401, 403], `${caller} should pass the guard of ${name}`).not.toContain(reply.status);
        } else {
          expect([401, 403], `${caller} should be refused ${name}`).toContain(reply.status);
          expect(await tableDigest(suite.test.db), `${caller} changed rows with ${name}`).toBe(before);
        }
      }
    });
  }
});
