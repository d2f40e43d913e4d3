// The server the browser tests run against: a fresh demo database of its own, on E2E_PORT.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/main.ts';
import { buildIfStale } from './build-if-stale.ts';

// The browser tests run the shop as it is served: React's production build.
process.env.NODE_ENV ??= 'production';
// Parts of pages written from memory are rendered anyway and compared (decision 054): a part
// whose name misses something its markup depends on fails the journey that meets it.
process.env.KEPT_MARKUP_CHECK ??= '1';

const dir = path.resolve(import.meta.dirname, '../data/e2e');
const port = process.env.E2E_PORT ?? '3100';
// One database per port, so runs on different ports never delete each other's data.
const database = path.join(dir, `shop-${port}.sqlite`);
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${database}${suffix}`, { force: true });
const outboxDir = path.join(dir, `outbox-${port}`);
fs.rmSync(outboxDir, { recursive: true, force: true });
buildIfStale();
const { close } = await startServer(loadConfig({
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: database,
  // Generated images are reused between runs; only the database starts afresh.
  UPLOADS_DIR: path.join(dir, 'uploads'),
  // Mail of this run (verification codes, reset links); the journeys read it from here.
  MAIL_OUTBOX_DIR: outboxDir,
  LOG_LEVEL: 'warn',
  // Journeys that sign in or join many times (the console's) each come from an address of their
  // own in X-Forwarded-For, so the per-address limits of decision 017 hold for each, not for all
  // journeys together; the others come from 127.0.0.1, the socket's address, as before.
  TRUST_PROXY: '1',
}));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close().then(() => process.exit(0)));
