import type { Db } from '../db/database.ts';

export interface RateLimit {
  /** Names the counter, e.g. 'login-account'. */
  bucket: string;
  /** Events allowed within the window; the next one is refused. */
  max: number;
  windowMs: number;
}

/** Failed sign-ins per account (e-mail or mobile): 5 in 15 minutes. */
export const loginPerAccount: RateLimit = { bucket: 'login-account', max: 5, windowMs: 15 * 60_000 };
/** Failed sign-ins per client address: 20 in 15 minutes (a shared office or mobile network). */
export const loginPerAddress: RateLimit = { bucket: 'login-address', max: 20, windowMs: 15 * 60_000 };
/** Password-reset requests per e-mail: 3 an hour; per address: 10 an hour. */
export const resetPerEmail: RateLimit = { bucket: 'reset-email', max: 3, windowMs: 60 * 60_000 };
export const resetPerAddress: RateLimit = { bucket: 'reset-address', max: 10, windowMs: 60 * 60_000 };

/**
 * Counts events in the database, so every server process sharing it sees the same counts and
 * a restart forgets nothing. Each subject is one row per event inside a sliding window.
 */
export function rateLimiter(db: Db, now: () => Date) {
  const since = (limit: RateLimit) => new Date(now().getTime() - limit.windowMs).toISOString();
  return {
    /** Whether the subject has used up the limit (the next event would be one too many). */
    async isLimited(limit: RateLimit, subject: string): Promise<boolean> {
      const row = await db.selectFrom('rate_limit_hits')
        .select((eb) => eb.fn.countAll<string | number>().as('hits'))
        .where('bucket', '=', limit.bucket).where('subject', '=', subject).where('at', '>', since(limit))
        .executeTakeFirst();
      return Number(row?.hits ?? 0) >= limit.max;
    },
    /** Records one event, pruning the subject's rows that have left the window. */
    async hit(limit: RateLimit, subject: string): Promise<void> {
      await db.deleteFrom('rate_limit_hits')
        .where('bucket', '=', limit.bucket).where('subject', '=', subject).where('at', '<=', since(limit)).execute();
      await db.insertInto('rate_limit_hits').values({ bucket: limit.bucket, subject, at: now().toISOString() }).execute();
    },
    /** Forgets a subject's events (a successful sign-in clears its failures). */
    async reset(limit: RateLimit, subject: string): Promise<void> {
      await db.deleteFrom('rate_limit_hits').where('bucket', '=', limit.bucket).where('subject', '=', subject).execute();
    },
  };
}

