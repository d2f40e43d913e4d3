import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { consoleSessionCookie, type ConsoleCallName, type StaffRole } from '@haat/shared/console-api';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Db } from '../../src/db/database.ts';
import { createInvitation } from '../../src/services/console/invitations.ts';
import type { TestApi } from '../support/api-app.ts';
import type { Fixture } from '../support/fixture.ts';

export const staffPassword = 'Console2026x';

/** A staff member of `storeId` with `role`, inserted directly (joining has its own tests). */
export async function insertStaff(db: Db, storeId: number, role: StaffRole, email = `${role}.${crypto.randomBytes(4).toString('hex')}@staff.test`) {
  const at = new Date().toISOString();
  const { id } = await db.insertInto('staff').values({
    email, name: `Test ${role}`, password_hash: await hashPassword(staffPassword), created_at: at, updated_at: at, disabled_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('staff_memberships').values({ staff_id: id, store_id: storeId, role, created_at: at, invited_by: null }).execute();
  return { id, email, password: staffPassword };
}

/** An invitation's raw token, made as the command line makes it. */
export async function inviteToken(db: Db, storeId: number, email: string, role: StaffRole, now = new Date()): Promise<string> {
  const made = await createInvitation(db, { storeId, staffId: null }, { email, role }, now);
  if (!made) throw new Error(`${email} is a member already`);
  return made.token;
}

export interface ConsoleRequest {
  method?: string;
  body?: unknown;
  /** Sent as a bearer token. */
  token?: string;
  /** Sent as the console cookie. */
  cookie?: string;
  xsrf?: string;
  headers?: Record<string, string>;
}

/** A raw console call on the test app, as a bearer, a cookie, or nobody. */
export function consoleCall(api: TestApi, callPath: string, request: ConsoleRequest = {}) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.cookie) headers.cookie = `${consoleSessionCookie}=${request.cookie}`;
  if (request.xsrf) headers['x-xsrf-token'] = request.xsrf;
  const method = request.method ?? 'GET';
  return api.raw(callPath, { method, headers, ...(method === 'GET' ? {} : { body: JSON.stringify(request.body ?? {}) }) });
}

/** Signs a staff member in through the API; returns the token. */
export async function consoleSignIn(api: TestApi, email: string, password = staffPassword): Promise<string> {
  const reply = await consoleCall(api, '/api/console/login', { method: 'POST', body: { email, password } });
  if (reply.status !== 200) throw new Error(`sign-in of ${email} answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

/** Row counts of every table, as one comparable string: proof that a refused call changed nothing. */
export async function tableDigest(db: Db): Promise<string> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => !name.startsWith('kysely_')).sort();
  const counts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
    counts.push(`${table}=${Number(rows[0]!.n)}`);
  }
  return counts.join(' ');
}

/** What a request example may use: the database and the fixture's two stores (the matrix runs on the first). */
export interface ExampleContext {
  db: Db;
  fx: Fixture;
  now: Date;
}

/** Path parameters for a call whose example names none: ids that exist in no store. */
export const placeholderParams = { id: 1, sizeId: 1, imageId: 1, lineId: 1 } as const;

/** One valid request of a call: its path parameters, query and body (JSON, or FormData for uploads). */
export interface ConsoleExample {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * The request examples of one area (test/console/examples/<area>.ts): each builds a fresh valid
 * request, called once per caller, so a call that removes or uses something up makes its own.
 */
export type ConsoleExamples = Partial<Record<ConsoleCallName, (context: ExampleContext) => ConsoleExample | Promise<ConsoleExample>>>;

/** Every example of every area, from test/console/examples/*.ts (the role matrix and the fuzz test send them). */
export async function loadExamples(): Promise<ConsoleExamples> {
  const dir = path.join(import.meta.dirname, 'examples');
  const all: ConsoleExamples = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts')).sort()) {
    for (const exported of Object.values((await import(path.join(dir, file))) as Record<string, unknown>)) {
      if (exported && typeof exported === 'object') Object.assign(all, exported);
    }
  }
  return all;
}
