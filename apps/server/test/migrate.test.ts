import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateDownOne, migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';

describeEachEngine('migrations', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createTestDatabase(engine); });
  afterAll(async () => { await test.drop(); });

  it('are all applied once and a second run applies none', async () => {
    expect(await migrateToLatest(test.db)).toEqual([]);
    const stores = await test.db.selectFrom('stores').select('id').execute();
    expect(stores).toEqual([]);
  });

  it('the console migration goes down and up again, keeping the catalogue', async () => {
    const now = '2026-11-23T00:00:00.000Z';
    const store = await test.db.insertInto('stores').values({ name: 'Down and up', created_at: now } as never).returning('id').executeTakeFirstOrThrow();
    // Down to before the console, every later migration's `down` included, then up again.
    const undone: Array<string | null> = [];
    while (undone.at(-1) !== '0006-console' && undone.length < 20) undone.push(await migrateDownOne(test.db));
    expect(undone.at(-1)).toBe('0006-console');
    expect(await migrateToLatest(test.db)).toEqual(undone.toReversed());
    const row = await test.db.selectFrom('stores').select(['name', 'change_counter', 'low_stock_threshold']).where('id', '=', store.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Down and up', change_counter: 0, low_stock_threshold: 5 });
  });
});
