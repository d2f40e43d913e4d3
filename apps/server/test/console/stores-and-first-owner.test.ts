import { expect, it } from 'vitest';
import { setLogLevel } from '@haat/shared/log';
import { apiFor, apiSuite } from '../support/api-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { announceFirstOwner, firstOwnerInvitation } from '../../src/services/console/first-owner.ts';
import { createStore } from '../../src/services/console/new-store.ts';
import { captureLog } from '../support/log.ts';
import { consoleCall } from './console-support.ts';

describeEachEngine('console: a new store, and the first owner of the demo store', (engine) => {
  const suite = apiSuite(engine);

  it('a new store answers on its host with an empty catalogue, and its owner joins from the printed link', async () => {
    const { db } = suite.test;
    const created = await createStore(db, { name: 'Kala Kendra', host: 'kala.example', ownerEmail: 'owner@kala.example' }, new Date());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const kala = apiFor(db, 'kala.example');
    const branding = await kala.raw('/api/GetResellerLogo').then((r) => r.json()) as { data: Array<{ store_name: string }> };
    expect(branding.data[0]!.store_name).toBe('Kala Kendra');
    expect(await db.selectFrom('products').select('id').where('store_id', '=', created.storeId).execute()).toEqual([]);

    const preview = await consoleCall(kala, `/api/console/invitations/preview?token=${created.token}`);
    expect(await preview.json()).toMatchObject({ data: { email: 'owner@kala.example', role: 'owner', store_name: 'Kala Kendra' } });
    // The link is the new store's: on the default store's host it opens nothing.
    expect((await consoleCall(suite.api, `/api/console/invitations/preview?token=${created.token}`)).status).toBe(400);
    const joined = await consoleCall(kala, '/api/console/join', { method: 'POST', body: { token: created.token, name: 'Kala Owner', password: 'Kendra2026x' } });
    expect(await joined.json()).toMatchObject({ data: { role: 'owner', store: { id: created.storeId, name: 'Kala Kendra' } } });

    expect(await createStore(db, { name: 'Twice', host: 'kala.example', ownerEmail: 'x@kala.example' }, new Date())).toEqual({ ok: false, problem: 'host-taken' });
  });

  it('the default store with nobody to run it gets one owner invitation, logged once, until someone joins', async () => {
    const { db } = suite.test;
    const now = new Date();
    const level = process.env.LOG_LEVEL;
    setLogLevel('info');
    const log = captureLog();
    try {
      await announceFirstOwner(db, 'http://localhost:3000', now);
      await announceFirstOwner(db, 'http://localhost:3000', now);
    } finally {
      log.restore();
      setLogLevel(level === 'debug' || level === 'warn' || level === 'error' || level === 'silent' ? level : 'info');
    }
    const lines = log.lines.map((line) => line.msg).filter((msg) => msg.includes('/console/join?token='));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('http://localhost:3000/console/join?token=');

    // Expired and still nobody: a new one, which the first owner uses.
    const later = new Date(now.getTime() + 73 * 60 * 60_000);
    const again = await firstOwnerInvitation(db, later);
    expect(again).toMatchObject({ email: 'help@rangrez.test', storeName: 'Rangrez Test Bazaar' });
    const joined = await consoleCall(suite.api, '/api/console/join', { method: 'POST', body: { token: again!.token, name: 'First Owner', password: 'Owner2026x' } });
    expect(joined.status).toBe(200);
    expect(await firstOwnerInvitation(db, new Date(later.getTime() + 73 * 60 * 60_000))).toBeNull();
  });
});
