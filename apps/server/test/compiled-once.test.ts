import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compiledForIds, compiledOnce } from '../src/db/compiled-once.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';

// The browsing calls' queries are compiled once and run with each call's values bound where their
// placeholders were (decision 038): every run must answer for its own values, never the first's.
describeEachEngine('queries compiled once', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createTestDatabase(engine); });
  afterAll(async () => { await test.drop(); });

  const int = (value: number) => sql<number>`cast(${value} as integer)`;

  it('binds each run\'s arguments where their placeholders were, an argument used twice in both places, other parameters as built', async () => {
    const echo = compiledOnce((db, a: number, b: string) => db.selectNoFrom([
      int(a).as('a'), sql<string>`cast(${b} as text)`.as('b'), int(a).as('again'), int(7).as('fixed'),
    ]), [-1_000_001, '\u0000placeholder']);
    expect(await echo(test.db, 5, 'x')).toEqual([{ a: 5, b: 'x', again: 5, fixed: 7 }]);
    expect(await echo(test.db, 6, 'y')).toEqual([{ a: 6, b: 'y', again: 6, fixed: 7 }]);
  });

  it('refuses a query that leaves an argument out, rather than answer every run with the first one\'s values', async () => {
    const forgetful = compiledOnce((db, _a: number) => db.selectNoFrom([int(1).as('one')]), [-1_000_001]);
    await expect(forgetful(test.db, 5)).rejects.toThrow(/argument 0/);
  });

  it('compiles a list of ids once per length and binds each run\'s ids in their order', async () => {
    const joined = compiledForIds((db, ids) => db.selectNoFrom([sql<string>`${sql.join(ids.map((id) => sql`cast(${int(id)} as text)`), sql` || ',' || `)}`.as('ids')]));
    expect(await joined(test.db, [3, 1, 2])).toEqual([{ ids: '3,1,2' }]);
    expect(await joined(test.db, [9, 8, 7])).toEqual([{ ids: '9,8,7' }]);
    expect(await joined(test.db, [4])).toEqual([{ ids: '4' }]);
    expect(await joined(test.db, [5, 6])).toEqual([{ ids: '5,6' }]);
  });

  // On SQLite a compiled query reads at once when no transaction is open on the one connection
  // (database.ts readNow), and waits its turn when one is; on PostgreSQL another connection reads.
  // Either way a read outside a transaction sees only what is committed.
  it('waits for another request\'s open transaction rather than read its writes, and reads a transaction\'s own writes inside it', async () => {
    await sql`create table read_now_probe (id integer primary key, n integer not null)`.execute(test.db);
    await sql`insert into read_now_probe (id, n) values (1, 1)`.execute(test.db);
    const probe = compiledOnce((db, id: number) => db.selectNoFrom(sql<number>`(select n from read_now_probe where id = ${id})`.as('n')), [-1_000_001]);
    expect(await probe(test.db, 1)).toEqual([{ n: 1 }]);
    let opened!: () => void;
    let letCommit!: () => void;
    const isOpen = new Promise<void>((resolve) => { opened = resolve; });
    const commitLetThrough = new Promise<void>((resolve) => { letCommit = resolve; });
    let insideTransaction: unknown;
    const transaction = test.db.transaction().execute(async (trx) => {
      await sql`update read_now_probe set n = 2 where id = 1`.execute(trx);
      insideTransaction = await probe(trx, 1);
      opened();
      await commitLetThrough;
    });
    await isOpen;
    let beforeCommit: unknown = 'not answered';
    const outside = probe(test.db, 1);
    void outside.then((rows) => { beforeCommit = rows; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answeredBeforeCommit = beforeCommit;
    letCommit();
    await transaction;
    expect(insideTransaction).toEqual([{ n: 2 }]);
    if (test.engine === 'sqlite') {
      expect(answeredBeforeCommit).toBe('not answered');
      expect(await outside).toEqual([{ n: 2 }]);
    } else {
      expect(await outside).toEqual([{ n: 1 }]);
    }
    expect(await probe(test.db, 1)).toEqual([{ n: 2 }]);
  });
});
