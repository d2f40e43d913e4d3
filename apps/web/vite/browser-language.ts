import type { BrowserLanguage } from './messages-where-used.ts';

/**
 * The language of the browser build being made (decision 047): scripts/build.ts builds the app
 * twice, `HAAT_BROWSER_LANGUAGE=hi` then `en`. Unset (the dev server, a bare `react-router build`)
 * the browser's messages hold both languages, which is slower to load but right for any page.
 */
export function browserLanguage(): BrowserLanguage {
  const asked = process.env.HAAT_BROWSER_LANGUAGE;
  if (asked === undefined || asked === '') return undefined;
  if (asked === 'en' || asked === 'hi') return asked;
  throw new Error(`HAAT_BROWSER_LANGUAGE is "${asked}"; it can be en or hi.`);
}
