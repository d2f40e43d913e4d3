import { errorText, type ErrorMessage } from '../i18n/error-text.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * A message of the cart (messages.ts's words, or the server's) in the page's language, found among
 * `said`. The server joins its notes on a cart's lines with spaces ("Only 2 left of … . "… is no
 * longer available …"): each is mapped on its own, and the text stays as it came unless all of
 * them are known.
 */
export function notesText(english: string, locale: Locale, said: readonly ErrorMessage[]): string {
  if (locale === 'en') return english;
  const whole = errorText(english, locale, ...said);
  if (whole !== english) return whole;
  const notes = english.split(/(?<=\.) (?=["A-Z])/);
  if (notes.length < 2) return english;
  const told = notes.map((note) => errorText(note, locale, ...said));
  return told.every((text, i) => text !== notes[i]) ? told.join(' ') : english;
}
