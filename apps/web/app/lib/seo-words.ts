import type { DescriptionWords } from './page-descriptions.ts';
import type { TitleWords } from './titles.ts';

/**
 * A page's words for its document title and meta description, in its language (decision 045):
 * the root loader's `seo`, for a page not in English (`seo-words.server.ts` makes them).
 */
export interface SeoWords {
  titles: TitleWords;
  descriptions: DescriptionWords;
}

/** The root route's data as a route's `meta` reads it for these words. */
export function rootSeoWords(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SeoWords | undefined {
  return (matches.find((match) => match?.id === 'root')?.loaderData as { seo?: SeoWords } | undefined)?.seo;
}
