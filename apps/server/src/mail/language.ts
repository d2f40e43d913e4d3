import { prefersHindi } from '@haat/shared/rules';

/**
 * The language a mail or SMS to a shopper speaks (issue 18, decision 046): 'en' or 'hi', as the
 * storefront's `locale` cookie says it (apps/web/app/i18n/locale.ts).
 */
export type MailLanguage = 'en' | 'hi';

export function isMailLanguage(value: unknown): value is MailLanguage {
  return value === 'en' || value === 'hi';
}

/** A stored language, English when the value is none of ours (a row from before decision 046). */
export function mailLanguageOf(value: unknown): MailLanguage {
  return isMailLanguage(value) ? value : 'en';
}

/** A mail's `<html lang>`, and the locale of its dates and numbers through Intl, as the storefront writes them (hi-IN, en-IN). */
export function languageTag(language: MailLanguage): 'en-IN' | 'hi-IN' {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/**
 * A link to the shop in a mail, in the mail's language: a Hindi mail's link carries `lang=hi`, so
 * the page it opens is Hindi too, on whatever device it is read (the storefront sets the cookie
 * from it, decision 045). An English link stays as it was.
 */
export function shopLinkIn(language: MailLanguage, link: string): string {
  if (language === 'en') return link;
  const url = new URL(link);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** What a Store API request says about the shopper's language, and the store's settings. */
export interface LanguageClues {
  /** The storefront's `locale` cookie, as sent (the shopper's own choice). */
  cookie: string | undefined;
  /** The browser's Accept-Language header. */
  acceptLanguage: string | undefined;
  store: { default_language: string; hindi_enabled: number };
}

/**
 * The language the storefront showed the page this request came from, decided as its root loader
 * decides it (negotiateLocale, without the address's `?lang=`, which the page's cookie then holds):
 * the cookie, else Hindi when the browser ranks it above English, else the store's default; a
 * store with Hindi off is English. `account` (the customer's stored language) comes after the
 * cookie and before the guesses: a reset asked from a new device follows the shopper's own history.
 */
export function shopperLanguage(clues: LanguageClues, account?: MailLanguage | null): MailLanguage {
  if (clues.store.hindi_enabled !== 1) return 'en';
  if (isMailLanguage(clues.cookie)) return clues.cookie;
  if (account) return account;
  if (prefersHindi(clues.acceptLanguage)) return 'hi';
  return mailLanguageOf(clues.store.default_language);
}
