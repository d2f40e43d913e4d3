import type { CategoryGroup } from '@haat/shared/api';
import { loadWhenIdle } from '../components/when-idle.ts';
import type { Locale } from '../i18n/locale.ts';
import type { DescriptionWords } from './page-descriptions.ts';
import type { PageWords } from './page-words.ts';
import type { TitleWords } from './titles.ts';

/** The words document titles and meta descriptions are made of, in one language (seo-words-in.ts). */
export interface SeoWords {
  titles: TitleWords;
  descriptions: DescriptionWords;
}

/**
 * The first page's title and description as the server made them (the root loader's `seo`,
 * seo-words.server.ts), for the address they were made for.
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

// The words of each language once loaded in the browser; never on the server, whose pages take
// their words from the root loader.
const loaded = new Map<Locale, PageWords>();
let loading: Promise<typeof import('./page-words.ts')> | undefined;

/**
 * Loads the titles and descriptions in `locale` for the pages a shopper goes on to: a client
 * navigation keeps the first page's root data, whose `seo` is that page's only. Resolves once they
 * are there (the root's client middleware waits for it before a navigation shows its page).
 */
export function seoWordsFor(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  loading ??= import('./page-words.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading.then(({ pageWords }) => {
    if (!loaded.has(locale)) loaded.set(locale, pageWords(locale));
  });
}

/** Loads the words when the page is idle. Returns what cancels it, for an effect. */
export function loadSeoWords(locale: Locale): () => void {
  return loaded.has(locale) ? () => {} : loadWhenIdle(() => seoWordsFor(locale));
}

const wordsOf = (root: RootSeo | undefined) => loaded.get(root?.locale ?? 'en');

/**
 * The document title at `pathname` in the page's language: the server's for the first page, else
 * made from the loaded words, else (they could not be loaded) the host alone, never another
 * page's title.
 */
export function seoTitle(root: RootSeo | undefined, pathname: string, host: string): string {
  if (root?.seo?.path === pathname) return root.seo.title;
  return wordsOf(root)?.title(pathname, host) ?? host;
}

/** The meta description at `pathname`, found as seoTitle finds the title; else the store's name. */
export function seoDescription(root: RootSeo | undefined, pathname: string, storeName: string, groups: CategoryGroup[]): string {
  if (root?.seo?.path === pathname) return root.seo.description;
  return wordsOf(root)?.description(pathname, storeName, groups) ?? storeName;
}

/** The root route's data as a route's `meta` finds it among its matches. */
export function rootSeo(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): RootSeo | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootSeo | undefined;
}
