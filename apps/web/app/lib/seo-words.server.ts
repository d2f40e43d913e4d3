import type { CategoryGroup } from '@haat/shared/api';
import type { Locale } from '../i18n/locale.ts';
import { pageDescription } from './page-descriptions.ts';
import type { PageSeo } from './seo-words.ts';
import { wordsIn } from './seo-words-in.ts';
import { documentTitle } from './titles.ts';

/**
 * The title and meta description of the page at `pathname` in `locale`, made here for the root
 * loader to send with the shell; nothing for an English page, whose words are titles.ts's and
 * page-descriptions.ts's own. Only this page's two texts travel: the whole table of words was some
 * 3 kB of every Hindi page's HTML. The pages a shopper goes on to get theirs from the words the
 * browser loads when idle (seo-words.ts).
 */
export function pageSeo(locale: Locale, page: { pathname: string; host: string; storeName: string; groups: CategoryGroup[] }): PageSeo | undefined {
  if (locale === 'en') return undefined;
  const words = wordsIn(locale);
  return {
    path: page.pathname,
    title: documentTitle(page.pathname, page.host, words.titles),
    description: pageDescription(page.pathname, page.storeName, page.groups, words.descriptions),
  };
}
