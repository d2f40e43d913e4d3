const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India Standard Time: UTC+5:30 all year (no daylight saving). */
const istOffsetMs = 330 * 60_000;

/**
 * The time in India, read through UTC getters. Worked out by hand rather than with Intl, so the
 * server's HTML and the browser's first render agree to the character whatever their ICU data
 * or time zone (a mismatch would break hydration).
 */
function inIndia(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + istOffsetMs);
}

/** "5 Mar 2025" (in India); the raw text when it is not a date. */
export function formatOrderDate(iso: string): string {
  const d = inIndia(iso);
  if (!d) return iso;
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "5 Mar 2025, 3:07 PM" (in India); the raw text when it is not a date. */
export function formatOrderDateTime(iso: string): string {
  const d = inIndia(iso);
  if (!d) return iso;
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatOrderDate(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
