import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
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
});
