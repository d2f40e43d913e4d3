import type { CategoryGroup } from '@haat/shared/api';
import type { Locale } from '../i18n/locale.ts';
import { pageDescription } from './page-descriptions.ts';
import { wordsIn } from './seo-words-in.ts';
import { documentTitle } from './titles.ts';

/** A page's document title and meta description, made from the words of one language. */
export interface PageWords {
  title(pathname: string, host: string): string;
  description(pathname: string, storeName: string, groups: CategoryGroup[]): string;
}

/**
 * The titles and descriptions in `locale`: the server makes the first page's with them (the root
 * loader's `seo`), the browser loads this module when idle for the pages the shopper goes on to
 * (seo-words.ts), so the table of titles and descriptions is in no page's first scripts.
 */
export function pageWords(locale: Locale): PageWords {
  const words = wordsIn(locale);
  return {
    title: (pathname, host) => documentTitle(pathname, host, words.titles),
    description: (pathname, storeName, groups) => pageDescription(pathname, storeName, groups, words.descriptions),
  };
}
