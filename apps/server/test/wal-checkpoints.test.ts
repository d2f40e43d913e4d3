import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { startWalCheckpoints, type WalCheckpoints } from '../src/db/wal-checkpoints.ts';

// Decision 063: the server's connection only writes; a worker thread copies the log into the
// database file and starts the log over, so no request ever waits behind a checkpoint.
describe('WAL checkpoints on a thread of their own', () => {
  let dir: string;
  let file: string;
  let db: Db;
  let checkpoints: WalCheckpoints | undefined;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-wal-'));
    file = path.join(dir, 'shop.sqlite');
    db = openDatabase(file);
    await sql`create table pages (id integer primary key, filler blob not null)`.execute(db);
  });

  afterEach(async () => {
    await checkpoints?.stop();
    checkpoints = undefined;
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** About one page per row, each transaction its own commit, as requests write. */
  async function writePages(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      await db.transaction().execute((trx) => sql`insert into pages (filler) values (${Buffer.alloc(3500, i % 251)})`.execute(trx));
    }
  }

  async function eventually(check: () => boolean, what: string): Promise<void> {
    for (const deadline = Date.now() + 10_000; !check();) {
      if (Date.now() > deadline) throw new Error(`Not within 10 s: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const autocheckpoint = async () => (await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db)).rows[0]!.wal_autocheckpoint;

  it('copies what the server commits into the database file, the server\'s own connection checkpointing only past the bound', async () => {
    checkpoints = await startWalCheckpoints(db, file, { everyMs: 20 });
    expect(await autocheckpoint()).toBe(16_000);
    const before = fs.statSync(file).size;
    // Fewer pages than SQLite's own threshold (1,000): without the thread, they would stay in the log until the server stopped.
    await writePages(300);
    await eventually(() => fs.statSync(file).size >= before + 300 * 3500, 'the pages are in the database file');
  });

  it('keeps the log within its bound under commits with no pause between them', async () => {
    checkpoints = await startWalCheckpoints(db, file, { everyMs: 20, boundFrames: 600 });
    // 3,000 rows (some 9,000 pages of log), one commit after another: the thread's checkpoint
    // never catches up with the last commit, so the log begins again from its start only past
    // the bound, where the server's connection catches up between two of its commits.
    await writePages(3000);
    // Without the bound the log holds all of them, some 37 MB. The bound is not exact: a commit
    // past it that finds the thread's checkpoint under way leaves the catching up to the next one.
    expect(fs.statSync(`${file}-wal`).size).toBeLessThan(2000 * 4120);
    expect((await sql<{ n: number }>`select count(*) as n from pages`.execute(db)).rows[0]!.n).toBe(3000);
  });

  it('loses nothing while the server writes and reads through the checkpoints', async () => {
    checkpoints = await startWalCheckpoints(db, file, { everyMs: 1, boundFrames: 100 });
    await Promise.all([
      writePages(800),
      (async () => {
        for (let i = 0; i < 200; i++) await sql`select count(*) from pages`.execute(db);
      })(),
    ]);
    await checkpoints.stop();
    checkpoints = undefined;
    expect((await sql<{ n: number }>`select count(*) as n from pages`.execute(db)).rows[0]!.n).toBe(800);
    expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
  });

  it('gives the server\'s connection its own checkpoints back when stopped', async () => {
    checkpoints = await startWalCheckpoints(db, file);
    await checkpoints.stop();
    checkpoints = undefined;
    expect(await autocheckpoint()).toBe(1000);
  });
});
