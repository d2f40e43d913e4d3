/**
 * Banners run for Indian calendar days (IST, UTC+05:30, no daylight saving): a first day starts at
 * its midnight in India, a last day ends at the next midnight. Stored as ISO UTC instants so the
 * storefront compares text with text on both engines.
 */
const istOffsetMs = 330 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The instant an Indian day begins, as ISO UTC text. */
export function startOfIndianDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - istOffsetMs).toISOString();
}

/** The instant after an Indian day ends (the next day's midnight in India), as ISO UTC text. */
export function endOfIndianDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - istOffsetMs + dayMs).toISOString();
}

/** The Indian day an instant falls on, YYYY-MM-DD. */
export function indianDayOf(at: string | Date): string {
  return new Date(new Date(at).getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** The Indian day a stored end instant closes (the day before the midnight it names). */
export function lastIndianDayOf(endsAt: string): string {
  return indianDayOf(new Date(Date.parse(endsAt) - 1));
}
