import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { shopperLanguage, type LanguageClues, type MailLanguage } from '../mail/language.ts';
import type { AppEnv } from './env.ts';

/**
 * The language clues of a Store API request (decision 046): the storefront's `locale` cookie,
 * which the browser sends and the storefront's server forwards with the shopper's other cookies,
 * and Accept-Language. Nothing in the protocol carries a language: no field was added.
 */
export function languageClues(c: Context<AppEnv>): LanguageClues {
  return { cookie: getCookie(c, 'locale'), acceptLanguage: c.req.header('accept-language'), store: c.get('store') };
}

/** The language the shopper is using in this request (see shopperLanguage). */
export function requestLanguage(c: Context<AppEnv>, account?: MailLanguage | null): MailLanguage {
  return shopperLanguage(languageClues(c), account);
}
