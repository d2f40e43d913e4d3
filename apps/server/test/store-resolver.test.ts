import { expect, it } from 'vitest';
import { createStoreChanges } from '../src/cache/store-changes.ts';
import { createStoreResolver } from '../src/services/stores/stores.ts';
import { describeEachEngine } from './support/engines.ts';
import { fixtureDatabase } from './support/fixture.ts';

describeEachEngine('stores by Host header', (engine) => {
  const suite = fixtureDatabase(engine);

  it('many made-up hosts leave the cache at its bound, sharing the default store; a shop still resolves', async () => {
    const stores = createStoreResolver(suite.test.db, { maxHosts: 50 });
    expect((await stores.resolve('other.example'))?.id).toBe(suite.fx.otherStoreId);
    const defaults = new Set();
    for (let i = 0; i < 300; i += 1) {
      defaults.add(await stores.resolve(`made-up-${i}.example:8080`));
      // A shop in use stays in the cache however many strangers pass.
      if (i % 20 === 0) await stores.resolve('Other.Example');
    }
    // One answer shared by every unknown host, not a copy of the store each.
    expect(defaults.size).toBe(1);
    expect([...defaults][0]).toMatchObject({ id: suite.fx.storeId });
    expect(stores.cachedHosts()).toBe(50);
    expect((await stores.resolve('other.example'))?.id).toBe(suite.fx.otherStoreId);
    expect((await stores.resolve('localhost:3000'))?.id).toBe(suite.fx.storeId);
  });

  it('a Host longer than any DNS name gets the default store and no entry', async () => {
    const stores = createStoreResolver(suite.test.db);
    expect((await stores.resolve(`${'x'.repeat(300)}.example`))?.id).toBe(suite.fx.storeId);
    expect(stores.cachedHosts()).toBe(0);
  });

  it('reads a remembered store again once a change to it is known, and not before', async () => {
    const changes = createStoreChanges();
    const stores = createStoreResolver(suite.test.db, { changes });
    expect((await stores.resolve('other.example'))?.name).toBe('Other Shop');
    const counter = await suite.test.db.transaction().execute(async (trx) => {
      await trx.updateTable('stores').set({ name: 'Other Shop Renamed' }).where('id', '=', suite.fx.otherStoreId).execute();
      return changes.recordChange(trx, suite.fx.otherStoreId);
    });
    // Committed but not yet known here: the remembered row still answers.
    expect((await stores.resolve('other.example'))?.name).toBe('Other Shop');
    changes.seen(suite.fx.otherStoreId, counter);
    expect(await stores.resolve('other.example')).toMatchObject({ name: 'Other Shop Renamed', change_counter: counter });
  });
});
