// Shops are in India: dates read the same on the server's render and in the browser.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026". */
export function shortDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "23 Nov, 6:30 pm". */
export function shortDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
