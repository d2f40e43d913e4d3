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
    expect(await migrateDownOne(test.db)).toBe('0007-storefront-listing-indexes');
    expect(await migrateDownOne(test.db)).toBe('0006-console');
    expect(await migrateToLatest(test.db)).toEqual(['0006-console', '0007-storefront-listing-indexes']);
    const row = await test.db.selectFrom('stores').select(['name', 'change_counter', 'low_stock_threshold']).where('id', '=', store.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Down and up', change_counter: 0, low_stock_threshold: 5 });
  });
});
