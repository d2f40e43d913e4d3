import { sql, type Kysely } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledForIds, compiledStatement, rowOf } from '../src/db/compiled-once.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';

// The browsing calls' queries are compiled once and run with each call's values bound where their
// marks were (decisions 038 and 062): every run must answer for its own values, never the first's.
describeEachEngine('queries compiled once', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createTestDatabase(engine); });
  afterAll(async () => { await test.drop(); });

  const int = (value: number) => sql<number>`cast(${value} as integer)`;

  it('binds each run\'s arguments where they were read, an argument used twice in both places, other parameters as built', async () => {
    const echo = compiledStatement((db, args: { a: number; b: string }) => db.selectNoFrom([
      int(args.a).as('a'), sql<string>`cast(${args.b} as text)`.as('b'), int(args.a).as('again'), int(7).as('fixed'),
    ]));
    expect(await echo(test.db, { a: 5, b: 'x' })).toEqual([{ a: 5, b: 'x', again: 5, fixed: 7 }]);
    expect(await echo(test.db, { a: 6, b: 'y' })).toEqual([{ a: 6, b: 'y', again: 6, fixed: 7 }]);
  });

  it('runs a raw select template as a read, each run with its own arguments', async () => {
    const raw = compiledStatement((_db, args: { n: number }) => sql<{ n: number }>`select cast(${args.n} as integer) as n`);
    expect(await raw(test.db, { n: 3 })).toEqual([{ n: 3 }]);
    expect(await raw(test.db, { n: 4 })).toEqual([{ n: 4 }]);
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
    const read = compiledStatement((db, args: { id: number }) => db.selectNoFrom(sql<number>`(select n from read_now_probe where id = ${args.id})`.as('n')));
    const probe = (db: Db, id: number) => read(db, { id });
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

  // The order's statements (decision 062): named arguments, compiled once for a handle and all its
  // transactions, writes run in the caller's transaction.
  describe('statements with named arguments', () => {
    interface ProbeRow { id: number; label: string; n: number; note: string | null }
    const probe = (db: Db) => db as unknown as Kysely<{ statement_probe: ProbeRow }>;
    beforeAll(async () => {
      await sql`create table statement_probe (id integer primary key, label text not null, n integer not null, note text)`.execute(test.db);
    });

    it('compiles once for the handle and every transaction on it, and binds each run\'s own arguments', async () => {
      let builds = 0;
      const insert = compiledStatement((db, row: ProbeRow) => {
        builds += 1;
        return probe(db).insertInto('statement_probe').values(rowOf(row, ['id', 'label', 'n', 'note'])).returning(['id', 'label']);
      });
      const find = compiledStatement((db, args: { label: string; least: number }) => {
        builds += 1;
        return probe(db).selectFrom('statement_probe').select(['id', 'n', 'note'])
          .where('label', '=', args.label).where('n', '>=', args.least).where('label', '!=', 'never').orderBy('id');
      });
      expect(await insert(test.db, { id: 1, label: 'a', n: 5, note: 'first' })).toEqual([{ id: 1, label: 'a' }]);
      await test.db.transaction().execute(async (trx) => {
        await insert(trx, { id: 2, label: 'a', n: 7, note: null });
        await insert(trx, { id: 3, label: 'b', n: 9, note: undefined as unknown as null });
        expect(await find(trx, { label: 'a', least: 6 })).toEqual([{ id: 2, n: 7, note: null }]);
      });
      expect(await find(test.db, { label: 'a', least: 0 })).toEqual([{ id: 1, n: 5, note: 'first' }, { id: 2, n: 7, note: null }]);
      expect(await find(test.db, { label: 'b', least: 9 })).toEqual([{ id: 3, n: 9, note: null }]);
      expect(builds).toBe(2);
    });

    it('writes in the caller\'s transaction: gone with its rollback', async () => {
      const bump = compiledStatement((db, args: { id: number; by: number }) => probe(db).updateTable('statement_probe')
        .set((eb) => ({ n: eb('n', '+', args.by) })).where('id', '=', args.id).returning('n'));
      await expect(test.db.transaction().execute(async (trx) => {
        expect(await bump(trx, { id: 1, by: 10 })).toEqual([{ n: 15 }]);
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
      expect(await bump(test.db, { id: 1, by: 1 })).toEqual([{ n: 6 }]);
    });

    it('refuses, when first compiled, an argument computed with, branched on or written into the SQL', async () => {
      const computed = compiledStatement((db, args: { n: number }) => probe(db).selectFrom('statement_probe').select('id').where('n', '=', args.n + 1));
      await expect(computed(test.db, { n: 1 })).rejects.toThrow(/computed from an argument/);
      const branched = compiledStatement((db, args: { all: boolean; n: number }) => {
        const query = probe(db).selectFrom('statement_probe').select('id');
        return args.all ? query : query.where('n', '=', args.n);
      });
      await expect(branched(test.db, { all: false, n: 1 })).rejects.toThrow(/argument all was read but is not a parameter/);
      const written = compiledStatement((db, args: { column: string }) => probe(db).selectFrom('statement_probe').select(sql.raw<number>(args.column).as('x')));
      await expect(written(test.db, { column: 'id' })).rejects.toThrow(/written into the SQL/);
    });
  });
});
