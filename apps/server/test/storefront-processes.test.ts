import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '@haat/shared/api';
import { createStoreChanges } from '../src/cache/store-changes.ts';
import type { Db } from '../src/db/database.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture, type Fixture } from './support/fixture.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

// A console change made in one process reaches another process's caches (decision 021 §4):
// within milliseconds on PostgreSQL (LISTEN/NOTIFY), within about 100 ms on SQLite. The change is
// written here as the console writes it: the row, then the store's counter, in one transaction.
describeEachEngine('store changes across two server processes', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let b: ServerProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-changes-'));
  const changes = createStoreChanges();

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    b = await startServerProcess(test.url, dataDir);
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(b);
    await test?.drop();
  });

  /** Writes as the console does: the change and the store's counter (and, on PostgreSQL, the notification) commit together. */
  const change = (write: (trx: Db) => Promise<unknown>) =>
    test.db.transaction().execute(async (trx) => { await write(trx); await changes.recordChange(trx, fx.storeId); });

  const post = async (pathname: string, body: unknown) =>
    (await fetch(`${b.origin}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify(body) })).json();
  /** What process B answers now: the straight kurta's page, the kurtas listing, a search for "rayon", the menu. */
  async function seenByB() {
    const [page, listing, found, menu] = await Promise.all([
      post(apiPaths.singleProduct, { search: 'rayon-straight-kurta-b2' }),
      post(apiPaths.productFilters, { type: 'cat', subcat_id: fx.categories.kurtas }),
      post(apiPaths.productFilters, { search: 'rayon' }),
      post(apiPaths.groupsWithCategories, {}),
    ]);
    const named = (list: Array<{ id: number; name: string }>) => list.find((p) => p.id === fx.products.straight)?.name ?? null;
    return {
      page: page[0]?.name ?? null,
      listing: named(listing),
      search: named(found),
      menu: menu.flatMap((g: { categories: Array<{ category_desc: string }> }) => g.categories.map((c) => c.category_desc)).join(', '),
    };
  }
  const poll = (expected: object) => expect.poll(seenByB, { timeout: 2_000, interval: 50 }).toEqual(expected);

  it('B answers an edit made elsewhere on its next requests: product page, listing, search and menu', async () => {
    // Warm B's caches, which would otherwise hold these answers for 30 s.
    expect(await seenByB()).toEqual({ page: 'Rayon Straight Kurta', listing: 'Rayon Straight Kurta', search: 'Rayon Straight Kurta', menu: 'Kurtas, Sarees, Kitchen' });
    await change(async (trx) => {
      await trx.updateTable('products').set({ name: 'Rayon Straight Kurti' }).where('id', '=', fx.products.straight).execute();
      await trx.updateTable('categories').set({ name: 'Kurtis' }).where('id', '=', fx.categories.kurtas).execute();
    });
    await poll({ page: 'Rayon Straight Kurti', listing: 'Rayon Straight Kurti', search: 'Rayon Straight Kurti', menu: 'Kurtis, Sarees, Kitchen' });
    await change((trx) => trx.updateTable('products').set({ status: 'draft' }).where('id', '=', fx.products.straight).execute());
    await poll({ page: null, listing: null, search: null, menu: 'Kurtis, Sarees, Kitchen' });
    await change((trx) => trx.updateTable('products').set({ status: 'published' }).where('id', '=', fx.products.straight).execute());
    await poll({ page: 'Rayon Straight Kurti', listing: 'Rayon Straight Kurti', search: 'Rayon Straight Kurti', menu: 'Kurtis, Sarees, Kitchen' });
  });

  it.runIf(engine === 'postgres')('B still sees a change made while its listening connection was down, and hears later ones after it reconnects', async () => {
    const admin = new pg.Client({ connectionString: test.url });
    await admin.connect();
    try {
      const listeners = async () => (await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN haat_store_changes'",
      )).rows.map((r) => r.pid);
      const [before] = await listeners();
      expect(before).toBeDefined();
      await admin.query('SELECT pg_terminate_backend($1)', [before]);
      await change((trx) => trx.updateTable('products').set({ name: 'Rayon Kurta While Away' }).where('id', '=', fx.products.straight).execute());
      await poll({ page: 'Rayon Kurta While Away', listing: 'Rayon Kurta While Away', search: 'Rayon Kurta While Away', menu: 'Kurtis, Sarees, Kitchen' });
      // It connects again after a second, and from then on it is told rather than asking.
      await expect.poll(listeners, { timeout: 10_000, interval: 100 }).toEqual([expect.any(Number)]);
      expect((await listeners())[0]).not.toBe(before);
      await change((trx) => trx.updateTable('products').set({ name: 'Rayon Kurta After' }).where('id', '=', fx.products.straight).execute());
      await poll({ page: 'Rayon Kurta After', listing: 'Rayon Kurta After', search: 'Rayon Kurta After', menu: 'Kurtis, Sarees, Kitchen' });
    } finally {
      await admin.end();
    }
  }, 30_000);
});
