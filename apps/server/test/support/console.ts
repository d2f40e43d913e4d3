import crypto from 'node:crypto';
import { expect } from 'vitest';
import { ConsoleApiError, createConsoleApi, type StaffRole } from '@haat/shared/console-api';
import { openStaffSession } from '../../src/auth/staff-sessions.ts';
import type { Db } from '../../src/db/database.ts';
import type { TestApi } from './api-app.ts';

/**
 * A signed-in staff member of `storeId` with `role`: the staff and membership rows inserted
 * directly and a console session opened (sign-in itself has its own tests), with the typed
 * console client and a raw request function speaking as them.
 */
export async function signedInStaff(api: TestApi, db: Db, storeId: number, role: StaffRole = 'owner', host = 'localhost') {
  const at = api.clock.now().toISOString();
  const email = `${role}.${crypto.randomBytes(4).toString('hex')}@staff.test`;
  const { id } = await db.insertInto('staff').values({
    email, name: `Test ${role} ${email.slice(-14, -11)}`, password_hash: 'not-a-real-hash', created_at: at, updated_at: at, disabled_at: null,
  }).returning(['id', 'name']).executeTakeFirstOrThrow();
  await db.insertInto('staff_memberships').values({ staff_id: id, store_id: storeId, role, created_at: at, invited_by: null }).execute();
  const { token } = await openStaffSession(db, id, storeId, api.clock.now());
  const fetch = (request: Request) => Promise.resolve(api.app.fetch(request));
  const headers = { host, authorization: `Bearer ${token}` };
  const client = createConsoleApi({ baseUrl: `http://${host}`, fetch, headers });
  /** A raw console request, for status codes and bad input. */
  const raw = (method: string, path: string, body?: unknown) => fetch(new Request(new URL(path, `http://${host}`), {
    method, headers: { ...headers, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }));
  return { id, email, token, client, raw };
}

export type SignedInStaff = Awaited<ReturnType<typeof signedInStaff>>;

/** The console API's refusal of a call that must be refused (its status, message and field messages). */
export async function consoleRefusal(promise: Promise<unknown>): Promise<ConsoleApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ConsoleApiError);
  return error as ConsoleApiError;
}
