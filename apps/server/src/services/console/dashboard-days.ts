import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { engineOf } from '../../db/engine.ts';

// Shops are in India: the dashboard's days run from midnight to midnight IST (+05:30, no
// daylight saving), whatever the server's time zone. Orders are stamped in ISO UTC text.
const istOffsetMs = 330 * 60_000;
const dayMs = 86_400_000;

/** The Indian day (YYYY-MM-DD) of a moment. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** The start of an Indian day, `plusDays` later, as the ISO UTC text orders are stamped with. */
export function istDayStart(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - istOffsetMs + plusDays * dayMs).toISOString();
}

/** The `count` Indian days ending with the day of `now`, oldest first. */
export function istDaysUpTo(now: Date, count: number): string[] {
  const today = Date.parse(`${istDay(now)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * dayMs).toISOString().slice(0, 10));
}

/**
 * The Indian day of an ISO UTC text column, in SQL. PostgreSQL's cast to `timestamp` (without
 * zone) ignores the trailing Z and keeps the UTC clock time, as SQLite's date() reads it.
 */
export function istDayOf(db: Db, column: Expression<string>): RawBuilder<string> {
  return engineOf(db) === 'postgres'
    ? sql<string>`to_char(cast(${column} as timestamp) + interval '330 minutes', 'YYYY-MM-DD')`
    : sql<string>`date(${column}, '+330 minutes')`;
}
