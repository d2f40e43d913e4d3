import { buildLanguage } from '../../i18n/build-language.ts';
import { htmlLang, type Locale } from '../../i18n/locale.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India Standard Time: UTC+5:30 all year (no daylight saving). */
const istOffsetMs = 330 * 60_000;

/**
 * The time in India, read through UTC getters. English is worked out by hand rather than with
 * Intl: en-IN's Intl writes "Sept" and "pm" in some ICU versions and not others, so the server's
 * HTML and the browser's first render could differ (breaking hydration) and the English shop's
 * dates would change. Hindi goes through Intl hi-IN (decision 045), whose month names and
 * 24-hour times do not vary that way.
 */
function inIndia(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + istOffsetMs);
}

let hindi: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | null = null;
function hindiFormats() {
  const lang = htmlLang('hi');
  hindi ??= {
    date: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
    // 24-hour: hi-IN's 12-hour clock writes "am"/"pm" in Latin letters.
    time: new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }),
  };
  return hindi;
}

/** "5 Mar 2025" (in India), "5 मार्च 2025" in Hindi; the raw text when it is not a date. */
export function formatOrderDate(iso: string, locale: Locale = 'en'): string {
  const d = inIndia(iso);
  if (!d) return iso;
  if ((buildLanguage ?? locale) === 'hi') return hindiFormats().date.format(new Date(Date.parse(iso)));
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "5 Mar 2025, 3:07 PM" (in India), "5 मार्च 2025, 15:07" in Hindi; the raw text when it is not a date. */
export function formatOrderDateTime(iso: string, locale: Locale = 'en'): string {
  const d = inIndia(iso);
  if (!d) return iso;
  if ((buildLanguage ?? locale) === 'hi') return `${formatOrderDate(iso, locale)}, ${hindiFormats().time.format(new Date(Date.parse(iso)))}`;
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatOrderDate(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
