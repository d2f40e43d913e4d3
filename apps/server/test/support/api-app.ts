import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createStoreApi } from '@haat/shared/api';
import { createApp, type AppOptions } from '../../src/http/app.ts';
import { outboxMailer } from '../../src/mail/mailer.ts';
import { createMailOutbox } from '../../src/mail/outbox/sender.ts';
import type { Db } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './engines.ts';
import { insertFixture, type Fixture } from './fixture.ts';

export const testSessionSecret = 'test-session-secret-of-at-least-32-chars';

export interface TestClock {
  now: () => Date;
  /** Moves the clock forward. */
  advance(ms: number): void;
}

/** A clock that starts at the real time and moves only when told. */
export function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => { offset += ms; } };
}

/**
 * The real Hono app over a test database, and the typed client talking to it in-process.
 * Mail goes to `outboxDir` through `outbox`, sent when a request wakes it (nothing polls: a test
 * that needs every queued mail out awaits `outbox.sendDue()`); `clock` lets a test expire tokens and codes; `options` adds to the
 * app's (a stand-in storefront, say).
 */
export function apiFor(db: Db, host = 'localhost', clock: TestClock = testClock(), options: Partial<AppOptions> = {}) {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-uploads-'));
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-outbox-'));
  const mailer = outboxMailer({ from: 'Test Shop <shop@test.local>', outboxDir });
  const outbox = createMailOutbox({ db, mailer, now: clock.now });
  const app = createApp({
    db,
    uploadsDir,
    mailer,
    outbox,
    sessionSecret: testSessionSecret,
    now: clock.now,
    ...options,
  });
  const fetch = (request: Request) => Promise.resolve(app.fetch(request));
  const client = createStoreApi({ baseUrl: `http://${host}`, fetch, headers: { host } });
  /** A raw request, for checking the exact wire format and bad input. */
  const raw = (pathname: string, init?: RequestInit) =>
    fetch(new Request(new URL(pathname, `http://${host}`), { ...init, headers: { host, 'content-type': 'application/json', ...init?.headers } }));
  /** The client as a signed-in customer (bearer token). */
  const signedIn = (token: string) => createStoreApi({ baseUrl: `http://${host}`, fetch, headers: { host, authorization: `Bearer ${token}` } });
  return { app, client, raw, signedIn, outboxDir, outbox, clock };
}

export type TestApi = ReturnType<typeof apiFor>;

/** One engine's database with the test catalogue, and the app over it. Set by beforeAll: read it inside tests. */
export interface ApiSuite {
  test: TestDatabase;
  fx: Fixture;
  api: TestApi;
}

/** Gives a suite its own freshly migrated database (with the fixture) and app, dropped after its last test. */
export function apiSuite(engine: TestDatabase['engine']): ApiSuite {
  const suite = {} as ApiSuite;
  beforeAll(async () => {
    suite.test = await createTestDatabase(engine);
    suite.fx = await insertFixture(suite.test.db);
    suite.api = apiFor(suite.test.db);
  });
  afterAll(async () => {
    // A mail still being sent must not write to a dropped database.
    await suite.api.outbox.stop();
    await suite.test.drop();
  });
  return suite;
}
