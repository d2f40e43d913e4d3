import { sql, type Expression, type RawBuilder } from 'kysely';
import { istDate } from '@haat/shared/rules';

// Shops are in India: the dashboard's days run from midnight to midnight IST (+05:30, no
// daylight saving), whatever the server's time zone. Orders are stamped in ISO UTC text.
const istOffsetMs = 330 * 60_000;
const dayMs = 86_400_000;

/** The start of an Indian day, `plusDays` later, as the ISO UTC text orders are stamped with. */
export function istDayStart(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - istOffsetMs + plusDays * dayMs).toISOString();
}

/** The `count` Indian days ending with the day of `now`, oldest first. */
export function istDaysUpTo(now: Date, count: number): string[] {
  const today = Date.parse(`${istDate(now)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * dayMs).toISOString().slice(0, 10));
}

/**
 * What SQL groups a stamp by to find its Indian day without parsing a date on every row (a
 * cast per row was most of PostgreSQL's time at 100,000 orders): the UTC date, and whether the
 * UTC time is 18:30 or later, when India's clock has already passed midnight. Two cuts of the
 * ISO text (YYYY-MM-DDTHH:MM:SS.sssZ), alike on both engines; istDayOfParts puts them together.
 */
export function istDayParts(column: Expression<string>): { utcDate: RawBuilder<string>; late: RawBuilder<number> } {
  return {
    utcDate: sql<string>`substr(${column}, 1, 10)`,
    late: sql<number>`case when substr(${column}, 12, 5) >= '18:30' then 1 else 0 end`,
  };
}

/** The Indian day of a stamp from its UTC date and whether it was 18:30 UTC or later. */
export function istDayOfParts(utcDate: string, late: number | string): string {
  return Number(late) === 1 ? new Date(Date.parse(`${utcDate}T00:00:00.000Z`) + dayMs).toISOString().slice(0, 10) : utcDate;
}
