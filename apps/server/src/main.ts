import type { createServer } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { FetchLike } from '@haat/shared/api';
import { loadConfig, repoRoot, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoStore } from './db/seed/seed-demo-store.ts';
import { openImageStorage } from './images/storage/open-storage.ts';
import { createApp } from './http/app.ts';
import { createRenderPool, type RenderPool } from './render/render-pool.ts';
import { loadWebBuild, type RenderPage, type WebBuild } from './render/web-build.ts';
import { lazyConsole } from './render/console-build.ts';
import { mailerOf, paymentsOf, sessionSecretOf, startMailOutbox } from './outside-world.ts';
import { createStoreChanges } from './cache/store-changes.ts';
import { startStoreChangeListener } from './cache/store-change-listener.ts';
import { startJobRunner, workerName } from './services/console/jobs/runner.ts';
import { startExpirySweeper } from './services/orders/order-expiry.ts';
import { startRateLimitPruner } from './auth/rate-limit.ts';
import { announceFirstOwner } from './services/console/first-owner.ts';
import { describeGateway } from './payments/choose-gateway.ts';
import { startWalCheckpoints } from './db/wal-checkpoints.ts';
import { noteArrivals } from './http/arrival.ts';
import { logger, setLogLevel } from '@haat/shared/log';

export const webBuildDir = path.join(repoRoot, 'apps/web/build');

const webEntry = path.join(webBuildDir, 'server/index.js');

export const consoleBuildDir = path.join(repoRoot, 'apps/console/build');

/**
 * The storefront's page handler: on `workers` render threads (decision 013) behind one page cache,
 * or on this thread when there are none.
 */
function storefront(build: WebBuild, config: Config, pools: RenderPool[]) {
  return (apiFetch: FetchLike): RenderPage => {
    if (config.RENDER_WORKERS === 0) return build.createWebHandler(apiFetch, { pageCacheSeconds: config.PAGE_CACHE_SECONDS });
    const pool = createRenderPool({ entry: webEntry, size: config.RENDER_WORKERS, apiFetch });
    pools.push(pool);
    return build.withPageCache(pool.render, { ttlMs: config.PAGE_CACHE_SECONDS * 1000 });
  };
}

export interface StartOptions {
  /** Serve the built storefront too (default). Without it the process serves the Store API and uploads only. */
  storefront?: boolean;
  /**
   * Pages from this renderer instead of the build, with no render workers or page cache: the
   * development loop (scripts/dev.ts), whose renderer loads the storefront's sources through Vite.
   */
  devStorefront?: (apiFetch: FetchLike) => RenderPage;
  /** The console's pages from its sources through Vite (scripts/dev.ts), instead of its build. */
  devConsole?: (apiFetch: FetchLike) => RenderPage;
  /** Makes the HTTP server; the development loop's server passes requests through Vite first. */
  createServer?: typeof createServer;
}

/** Starts the whole shop: database ready, demo data if asked, API, uploads and storefront on one port. */
export async function startServer(config: Config = loadConfig(), options: StartOptions = {}) {
  setLogLevel(config.LOG_LEVEL);
  const sessionSecret = sessionSecretOf(config);
  const db = openDatabase(config.DATABASE_URL);
  // Before migrating or seeding: a half-set Razorpay configuration stops the start.
  const payments = paymentsOf(config, db, sessionSecret);
  const storage = openImageStorage(config);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
  // SQLite's log is copied into the database file on a thread of its own, never between two requests (decision 063).
  const checkpoints = await startWalCheckpoints(db, config.DATABASE_URL);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoStore(db, { uploadsDir: config.UPLOADS_DIR, storage, log: (m) => logger.info(m) });
    if (seeded.created) logger.info(`Seeded the demo store with ${seeded.products} products.`);
  }
  const { devStorefront } = options;
  const build = options.storefront === false || devStorefront ? null : await loadWebBuild(webEntry);
  // The console is served wherever the storefront is, rendered on this thread (decision 021 §1).
  const consolePages = build ? lazyConsole(path.join(consoleBuildDir, 'server/index.js')) : null;
  const pools: RenderPool[] = [];
  // One per process: the API and the job runner raise and read the same store versions.
  const changes = createStoreChanges();
  // Other processes' console changes reach this one's caches too (decision 021 §4).
  const changeListener = startStoreChangeListener(db, changes, config.DATABASE_URL);
  // Mail queued by this process goes at once; the rest (a restart's leftovers, retries) within a second.
  const mailOutbox = startMailOutbox(config, db);
  // The storefront's loaders call the Store API in this same process, without a network hop.
  const app = createApp({
    db,
    changes,
    uploadsDir: config.UPLOADS_DIR,
    storage,
    ...(build ? { web: storefront(build, config, pools), webClientDir: path.join(webBuildDir, 'client') } : {}),
    ...(devStorefront ? { web: devStorefront } : {}),
    ...(consolePages ? { console: consolePages, consoleClientDir: path.join(consoleBuildDir, 'client') } : {}),
    ...(options.devConsole ? { console: options.devConsole } : {}),
    trustProxy: config.TRUST_PROXY,
    serverTiming: config.SERVER_TIMING,
    mailer: mailerOf(config),
    outbox: mailOutbox,
    payments,
    sessionSecret,
    ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
  });

  // Every render thread has the storefront loaded before the first shopper arrives.
  try {
    await Promise.all(pools.map((pool) => pool.ready));
  } catch (error) {
    await Promise.all(pools.map((pool) => pool.close()));
    await mailOutbox.stop();
    await changeListener.stop();
    await checkpoints.stop();
    await db.destroy();
    throw error;
  }
  const server = serve({
    fetch: app.fetch, port: config.PORT, hostname: config.HOST,
    ...(options.createServer ? { createServer: options.createServer } : {}),
  });
  // Requests under way may share a stock version asked after they arrived (decision 064).
  noteArrivals(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  logger.info(describeGateway(payments));
  logger.info(`Haat is serving on ${config.PUBLIC_URL ?? `http://${shownHost}:${config.PORT}`}`);
  // No default password anywhere: a shop nobody runs yet gets one logged owner invitation.
  await announceFirstOwner(db, config.PUBLIC_URL ?? `http://${shownHost}:${config.PORT}`);

  // Every minute, unpaid online orders past their time give their stock back (unref'd: never keeps the process alive).
  const stopSweeper = startExpirySweeper(db);
  const stopPruner = startRateLimitPruner(db);
  // Console jobs (CSV imports) run in every process; a job a dead process left is taken over (decision 021 §6).
  const jobRunner = startJobRunner({ db, changes, storage, now: () => new Date(), worker: workerName() });

  let closing: Promise<void> | undefined;
  async function close(): Promise<void> {
    stopSweeper();
    stopPruner();
    closing ??= new Promise<void>((resolve) => server.close(() => resolve()))
      .then(() => jobRunner.stop())
      // After the last request: what it queued is sent now, or by the next process to start.
      .then(() => mailOutbox.stop())
      .then(() => Promise.all(pools.map((pool) => pool.close())))
      .then(() => changeListener.stop())
      .then(() => checkpoints.stop())
      .then(() => db.destroy());
    return closing;
  }
  return { server, db, close };
}
