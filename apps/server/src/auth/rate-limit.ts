import type { Db } from '../db/database.ts';
import { logger } from '@haat/shared/log';

export interface RateLimit {
  /** Names the counter, e.g. 'sign-in-address'. */
  bucket: string;
  /** Events allowed within the window; the next one is refused. */
  max: number;
  windowMs: number;
}

/** Whether an event was let through; a refusal names the limit and when its window ends. */
export type Taken = { ok: true } | { ok: false; limit: RateLimit; retryAfterSeconds: number };

/**
 * Counts events in the database, so every server process sharing it sees the same counts and
 * a restart forgets nothing (docs/architecture.md). Each subject has one counter row per bucket; its window
 * starts with the first event and the count starts again from zero once it has ended.
 *
 * An event is taken BEFORE the work it guards (a password hash, a code sent): one UPSERT adds it
 * and returns the new count, so however many requests arrive at once, in however many
 * processes, at most `max` of them are let through (decision 017).
 */
export function rateLimiter(db: Db, now: () => Date) {
  return {
    /** Counts one event; refused when it is one more than the limit allows in the window. */
    async take(limit: RateLimit, subject: string): Promise<Taken> {
      const at = now();
      const nowText = at.toISOString();
      const endsText = new Date(at.getTime() + limit.windowMs).toISOString();
      const row = await db.insertInto('rate_limit_counters')
        .values({ bucket: limit.bucket, subject, hits: 1, window_ends_at: endsText })
        // Both SET expressions read the row as it was: an ended window starts again at one.
        .onConflict((oc) => oc.columns(['bucket', 'subject']).doUpdateSet((eb) => {
          const ended = eb('rate_limit_counters.window_ends_at', '<=', nowText);
          return {
            hits: eb.case().when(ended).then(1).else(eb('rate_limit_counters.hits', '+', 1)).end(),
            window_ends_at: eb.case().when(ended).then(endsText).else(eb.ref('rate_limit_counters.window_ends_at')).end(),
          };
        }))
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      if (Number(row.hits) <= limit.max) return { ok: true };
      return { ok: false, limit, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.window_ends_at) - at.getTime()) / 1000)) };
    },

    /** Takes one event from each limit in turn, stopping at the first that refuses. */
    async takeEach(limits: ReadonlyArray<readonly [RateLimit, string]>): Promise<Taken> {
      for (const [limit, subject] of limits) {
        const taken = await this.take(limit, subject);
        if (!taken.ok) return taken;
      }
      return { ok: true };
    },

    /** Hands back an event that turned out not to count (a sign-in that succeeded). */
    async giveBack(limit: RateLimit, subject: string): Promise<void> {
      await db.updateTable('rate_limit_counters').set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('bucket', '=', limit.bucket).where('subject', '=', subject).where('hits', '>', 0).execute();
    },

    /** Forgets a subject's events (a successful sign-in clears its failures). */
    async reset(limit: RateLimit, subject: string): Promise<void> {
      await db.deleteFrom('rate_limit_counters').where('bucket', '=', limit.bucket).where('subject', '=', subject).execute();
    },

    /** Forgets the events of every subject that starts with `prefix` (an account, from every address). */
    async resetStartingWith(limit: RateLimit, prefix: string): Promise<void> {
      // substr rather than LIKE: a prefix holding % or _ must match only itself.
      await db.deleteFrom('rate_limit_counters').where('bucket', '=', limit.bucket)
        .where((eb) => eb(eb.fn('substr', ['subject', eb.val(1), eb.val(prefix.length)]), '=', prefix)).execute();
    },
  };
}

/** Deletes counters whose window has ended; they would start again from zero anyway. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Prunes ended counters every 10 minutes in the server process; returns the function that stops it. */
export function startRateLimitPruner(db: Db, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneRateLimits(db, new Date()).catch((error: unknown) => logger.warn('Ended rate-limit counters could not be pruned', { error }));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
