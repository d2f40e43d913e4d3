import pg from 'pg';
import { logger } from '@haat/shared/log';
import type { Db } from '../db/database.ts';
import { engineOf } from '../db/engine.ts';
import { readStoreCounters, storeChangesChannel, type StoreChanges } from './store-changes.ts';

/** How often, at most, the counters are read when no notification can arrive (SQLite, or PostgreSQL while away). */
const pollEveryMs = 100;
const firstRetryMs = 1_000;
const lastRetryMs = 30_000;

export interface StoreChangeListener {
  /** Settles once the first connection attempt (PostgreSQL) has succeeded or failed; at once on SQLite. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Tells this process of other processes' store changes (decision 021 §4). On PostgreSQL one
 * dedicated connection LISTENs (a pooled one would be handed to queries); on SQLite, and on
 * PostgreSQL while that connection is down, the first request after 100 ms reads the counters.
 */
export function startStoreChangeListener(db: Db, changes: StoreChanges, databaseUrl: string): StoreChangeListener {
  const poll = throttledRead(db, changes);
  if (engineOf(db) !== 'postgres') {
    changes.followWith(poll);
    return { ready: Promise.resolve(), stop: async () => changes.followWith(() => undefined) };
  }
  return listenOnPostgres(db, changes, databaseUrl, poll);
}

/** A read of the counters at most every 100 ms; requests meanwhile go on with what is known. */
function throttledRead(db: Db, changes: StoreChanges): () => Promise<void> | undefined {
  let readAt = 0;
  let reading: Promise<void> | undefined;
  return () => {
    if (reading || Date.now() - readAt < pollEveryMs) return undefined;
    readAt = Date.now();
    reading = readStoreCounters(db, changes)
      .catch((error: unknown) => logger.warn('Could not read the stores\' change counters', { error: String(error) }))
      .finally(() => { reading = undefined; });
    return reading;
  };
}

function listenOnPostgres(db: Db, changes: StoreChanges, databaseUrl: string, poll: () => Promise<void> | undefined): StoreChangeListener {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;
  changes.followWith(() => (listening ? undefined : poll()));

  function onNotification(message: pg.Notification): void {
    if (message.channel !== storeChangesChannel) return;
    const [storeId, counter] = (message.payload ?? '').split(':').map(Number);
    if (Number.isSafeInteger(storeId) && Number.isSafeInteger(counter)) changes.seen(storeId!, counter!);
  }

  function lost(from: pg.Client): void {
    if (client !== from) return;
    client = undefined;
    listening = false;
    from.end().catch(() => undefined);
    if (stopped) return;
    logger.warn(`Lost the store-change listener's connection; trying again in ${retryMs / 1000} s`);
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, lastRetryMs);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', onNotification);
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${storeChangesChannel}`);
      // Listening first, then reading: a change between the two is in the read or notified, never lost.
      await readStoreCounters(db, changes);
      if (client !== next) return;
      listening = true;
      retryMs = firstRetryMs;
    } catch {
      lost(next);
    }
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}
