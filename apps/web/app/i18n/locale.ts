// The shop's two languages and how a request picks one (decision 045). Runs on the server and in
// the browser: plain code, no zod.

import { prefersHindi } from '@haat/shared/rules';

// The Hindi-browser rule is shared with the server, whose mails must agree with the page.
export { prefersHindi };

export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** The cookie that remembers the shopper's choice for a year. */
export const localeCookieName = 'locale';
/** The query parameter of a page's address in one language (`?lang=hi`): the switch and hreflang use it. */
export const langParam = 'lang';

/** A store's language settings, as the shell carries them. */
export type StoreLanguages = { defaultLanguage: Locale; hindiEnabled: boolean };
export const defaultStoreLanguages: StoreLanguages = { defaultLanguage: 'en', hindiEnabled: true };

/** What the root loader adds to the shell: this page's language and the store's settings. */
export type PageLanguage = { locale: Locale; languages: StoreLanguages };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** `<html lang>` and hreflang: the language as used in India. */
export function htmlLang(locale: Locale): 'en-IN' | 'hi-IN' {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}


/**
 * The page's language: the address's `?lang=` (the switch, or a search engine following
 * hreflang), else the shopper's cookie, else Hindi when the browser prefers it, else the store's
 * default. A store with Hindi off is always English.
 */
export function negotiateLocale(input: {
  query: string | null;
  cookie: string | undefined;
  acceptLanguage: string | null;
  store: StoreLanguages;
}): Locale {
  if (!input.store.hindiEnabled) return 'en';
  if (isLocale(input.query)) return input.query;
  if (isLocale(input.cookie)) return input.cookie;
  if (prefersHindi(input.acceptLanguage)) return 'hi';
  return input.store.defaultLanguage;
}

/** Set-Cookie for the shopper's choice: a year, the whole shop, readable by scripts (not a secret). */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The same page's address in `locale`: its query kept, `lang` set. */
export function addressIn(locale: Locale, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(langParam, locale);
  return `${pathname}?${params.toString()}`;
}
