import type { Locale } from './locale.ts';

/**
 * The language of the page open in the browser, for texts made outside React's render (toasts
 * from a click): the server wrote it in `<html lang>`. English on the server, where no toast is made.
 */
export function pageLocale(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'hi-IN' ? 'hi' : 'en';
}
