import type { CategoryGroup } from '@haat/shared/api';
import type { Locale } from '../i18n/locale.ts';
import { pageWords } from './page-words.ts';
import type { PageSeo } from './seo-words.ts';

/**
 * The title and meta description of the page at `pathname` in `locale`, made here for the root
 * loader to send with the shell. Only this page's two texts travel: the whole table of words was
 * some 3 kB of every Hindi page's HTML. The pages a shopper goes on to get theirs from the words
 * the browser loads when idle (seo-words.ts).
 */
export function pageSeo(locale: Locale, page: { pathname: string; host: string; storeName: string; groups: CategoryGroup[] }): PageSeo {
  const words = pageWords(locale);
  return {
    path: page.pathname,
    title: words.title(page.pathname, page.host),
    description: words.description(page.pathname, page.storeName, page.groups),
  };
}
