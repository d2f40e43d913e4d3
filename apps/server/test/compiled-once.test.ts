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
});
