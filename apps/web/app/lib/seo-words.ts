import type { CategoryGroup } from '@haat/shared/api';
import { loadWhenIdle } from '../components/when-idle.ts';
import type { Locale } from '../i18n/locale.ts';
import { pageDescription, type DescriptionWords } from './page-descriptions.ts';
import { documentTitle, type TitleWords } from './titles.ts';

/** The words document titles and meta descriptions are made of, in one language (seo-words-in.ts). */
export interface SeoWords {
  titles: TitleWords;
  descriptions: DescriptionWords;
}

/**
 * A page not in English: its title and description as the server made them (the root loader's
 * `seo`, seo-words.server.ts), for the address they were made for.
 */
export interface PageSeo {
  path: string;
  title: string;
  description: string;
}

/** The root loader's data as a route's `meta` reads it: the first page's words, and the language. */
export interface RootSeo {
  seo?: PageSeo;
  locale?: Locale;
}

// The words of the page's language once loaded in the browser; never on the server, whose pages
// take their words from the root loader.
let loaded: { locale: Locale; words: SeoWords } | undefined;

/**
 * Loads, when the page is idle, the words a page not in English needs for the titles and
 * descriptions of the pages the shopper goes on to (a client navigation keeps the first page's
 * root data). Returns what cancels it, for an effect.
 */
export function loadSeoWords(locale: Locale): () => void {
  if (locale === 'en' || loaded?.locale === locale) return () => {};
  return loadWhenIdle(() => import('./seo-words-in.ts').then(({ wordsIn }) => {
    loaded = { locale, words: wordsIn(locale) };
  }));
}

function wordsOf(root: RootSeo | undefined): SeoWords | undefined {
  return root?.locale && loaded?.locale === root.locale ? loaded.words : undefined;
}

/**
 * The document title at `pathname` in the page's language: the server's for the first page, else
 * made from the loaded words, else English (a navigation in the moment before they arrive).
 */
export function seoTitle(root: RootSeo | undefined, pathname: string, host: string): string {
  if (root?.seo?.path === pathname) return root.seo.title;
  return documentTitle(pathname, host, wordsOf(root)?.titles);
}

/** The meta description at `pathname`, found as seoTitle finds the title. */
export function seoDescription(root: RootSeo | undefined, pathname: string, storeName: string, groups: CategoryGroup[]): string {
  if (root?.seo?.path === pathname) return root.seo.description;
  return pageDescription(pathname, storeName, groups, wordsOf(root)?.descriptions);
}

/** The root route's data as a route's `meta` finds it among its matches. */
export function rootSeo(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): RootSeo | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootSeo | undefined;
}
