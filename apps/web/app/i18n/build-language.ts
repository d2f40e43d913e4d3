import type { Locale } from './locale.ts';

/**
 * The one language of the browser build this code runs in (decision 047): `'en'` or `'hi'` in a
 * production browser build (vite.config.ts defines it), undefined on the server, in the dev server
 * and in tests, where the same code serves both languages. A page never changes build while it
 * runs, so in the browser it is the page's language.
 *
 * Code that keeps Hindi-only tables (state names, order statuses) asks
 * `(buildLanguage ?? locale) === 'hi'`: the bundler writes the constant in, the minifier drops the
 * branch the build cannot take, and an English page carries none of Hindi's words.
 */
export const buildLanguage: Locale | undefined = import.meta.env.HAAT_BROWSER_LANGUAGE;
