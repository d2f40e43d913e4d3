import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@haat/shared/api';
import { NodeSqliteDialect, openSqliteFile } from '../src/db/node-sqlite-dialect.ts';
import { createTestDatabase, type TestDatabase } from './support/engines.ts';
import { insertFixture } from './support/fixture.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

// SQLite lets one connection write at a time. A statement that finds another connection (another
// process) holding the lock waits for it on a timer, not in SQLite's busy handler on the main
// thread, which stopped every request of the process meanwhile (decision 061).

interface Tables { notes: { id: Generated<number>; body: string } }

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-busy-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Whether the promise has settled by now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setImmediate(() => resolve(pending)))])) !== pending;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a statement waiting for another connection\'s lock', () => {
  let db: Kysely<Tables> | undefined;
  let dialect: NodeSqliteDialect;
  let holder: DatabaseSync | undefined;
  afterEach(async () => {
    if (holder?.isOpen) holder.close();
    await db?.destroy();
    db = undefined;
  });

  /** A notes file opened as the app opens its database, and a second connection to it (another process, as SQLite sees it). */
  async function notesAndOther(limitMs?: number): Promise<{ notes: Kysely<Tables>; other: DatabaseSync }> {
    const file = path.join(dir, `notes-${Math.random().toString(36).slice(2)}.sqlite`);
    dialect = new NodeSqliteDialect(openSqliteFile(file), limitMs === undefined ? {} : { busyLimitMs: limitMs });
    db = new Kysely<Tables>({ dialect });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.insertInto('notes').values({ id: 1, body: 'first' }).execute();
    holder = new DatabaseSync(file);
    return { notes: db, other: holder };
  }
  const bodies = (notes: Kysely<Tables>) => notes.selectFrom('notes').select('body').orderBy('id').execute();

  it('leaves the process free while it waits, reads go on, and it writes once the lock is let go', async () => {
    const { notes, other } = await notesAndOther();
    other.exec('begin immediate');
    other.exec(`insert into notes (id, body) values (2, 'from the other')`);
    const write = notes.insertInto('notes').values({ id: 3, body: 'waited' }).execute();
    // SQLite's own wait held this thread for its whole timeout (5 s): no timer ran, and the write
    // failed with "database is locked" before this line went on.
    await pause(50);
    expect(await settled(write)).toBe(false);
    // A read outside a transaction reads what is committed, at once.
    expect(dialect.readNow('select body from notes order by id', [])).toEqual([{ body: 'first' }]);
    other.exec('commit');
    await write;
    expect(await bodies(notes)).toEqual([{ body: 'first' }, { body: 'from the other' }, { body: 'waited' }]);
  });

  it('begins a transaction once the lock is let go, and commits all of it', async () => {
    const { notes, other } = await notesAndOther();
    other.exec('begin immediate');
    const transaction = notes.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'second' }).execute();
      await trx.updateTable('notes').set({ body: 'first, edited' }).where('id', '=', 1).execute();
    });
    await pause(50);
    expect(await settled(transaction)).toBe(false);
    other.exec('commit');
    await transaction;
    expect(await bodies(notes)).toEqual([{ body: 'first, edited' }, { body: 'second' }]);
  });

  it('gives up after its limit with SQLite\'s own refusal, having written nothing, and the next statement works', async () => {
    const { notes, other } = await notesAndOther(150);
    other.exec('begin immediate');
    await expect(notes.insertInto('notes').values({ id: 2, body: 'never' }).execute()).rejects.toThrow('database is locked');
    await expect(notes.transaction().execute((trx) => trx.insertInto('notes').values({ id: 2, body: 'never' }).execute()))
      .rejects.toThrow('database is locked');
    other.exec('rollback');
    await notes.insertInto('notes').values({ id: 2, body: 'later' }).execute();
    expect(await bodies(notes)).toEqual([{ body: 'first' }, { body: 'later' }]);
  });
});

// Across processes: a server process whose write waits for a lock another process holds keeps
// answering browsing calls meanwhile.
describe('a server process while another process holds the write lock', () => {
  let test: TestDatabase;
  let b: ServerProcess;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    await insertFixture(test.db);
    b = await startServerProcess(test.url, dir);
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(b);
    await test?.drop();
  });

  const request = (pathname: string, init: RequestInit) => fetch(`${b.origin}${pathname}`, { ...init, headers: { host: 'localhost', ...init.headers } });
  const productPage = async () => (await (await request(apiPaths.singleProduct, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ search: 'rayon-straight-kurta-b2' }),
  })).json()) as Array<{ name: string }>;
  // A sign-in writes (its attempt counts against the limits, decision 017) before it answers.
  const signIn = () => request(apiPaths.token, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'nobody@example.in', password: 'not-the-password' }).toString(),
  });

  it('answers product pages while its write waits, and the write goes through once the lock is let go', async () => {
    expect((await productPage())[0]?.name).toBe('Rayon Straight Kurta');
    const other = new DatabaseSync(test.url);
    try {
      other.exec('begin immediate');
      const written = signIn();
      // Time for B to reach the lock. Before decision 061 B then stood still inside SQLite until
      // the lock was let go or 5 s had passed; the lock is let go only after B has answered.
      await pause(300);
      const answered = await Promise.all([productPage(), productPage()]);
      expect(answered.map((p) => p[0]?.name)).toEqual(['Rayon Straight Kurta', 'Rayon Straight Kurta']);
      expect(await settled(written)).toBe(false);
      other.exec('commit');
      const refused = await written;
      // The sign-in's own answer (an unknown account), not a server error from a lock given up on.
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      if (other.isTransaction) other.exec('rollback');
      other.close();
    }
  });
});
