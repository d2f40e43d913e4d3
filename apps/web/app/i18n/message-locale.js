// Stands in for the Paraglide runtime in compiled messages (scripts/i18n-domains.ts): every call
// passes `{ locale }`, so these are only the compiler's fallbacks. A call that forgot it shows
// English, which the Hindi render test (test/hindi-home-shell.test.ts) catches.
export const experimentalStaticLocale = undefined;
export function getLocale() {
  return 'en';
}
