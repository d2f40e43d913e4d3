import { readCookie } from '../lib/cookies.ts';
import { langParam, localeCookie, localeCookieName, negotiateLocale, type Locale, type StoreLanguages } from './locale.ts';

/**
 * This request's language and, when the address chose one (`?lang=`) different from the
 * cookie, the Set-Cookie that remembers it.
 */
export function requestLocale(request: Request, store: StoreLanguages): { locale: Locale; setCookies: string[] } {
  const cookie = readCookie(request.headers.get('cookie'), localeCookieName);
  const query = new URL(request.url).searchParams.get(langParam);
  const locale = negotiateLocale({ query, cookie, acceptLanguage: request.headers.get('accept-language'), store });
  const chosen = query === locale && cookie !== locale;
  return { locale, setCookies: chosen ? [localeCookie(locale)] : [] };
}
