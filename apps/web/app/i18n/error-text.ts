import type { Locale } from './locale.ts';

/**
 * A message of the `errors` domain (`app/i18n/m/errors.ts`), as Paraglide compiles it: its
 * inputs, if any, are named variables.
 */
// `never` inputs: any compiled message fits, whatever its variables.
export type ErrorMessage = (inputs: never, options: { locale: Locale }) => string;
type Callable = (inputs: Record<string, unknown>, options: { locale: Locale }) => string;

/** Stands for a variable while a message's English is laid out; no server text holds NUL. */
const mark = '\u0000';

/**
 * A message the server (or `packages/shared/src/rules/messages.ts`) gave in English, shown in the
 * page's language (decision 045). The Store API speaks English, word for word; the web maps its
 * text back to the `errors` message whose English equals it.
 *
 * The caller lists the messages it can receive, so only those travel in its chunk:
 *
 * ```ts
 * import * as e from '../i18n/m/errors.ts';
 * import { errorText } from '../i18n/error-text.ts';
 *
 * const locale = useLocale(); // or pageLocale() outside a render
 * toast.error(errorText(result.message, locale, e.errors_select_size, e.errors_cart_full));
 * // 'Please select a size before proceeding!' in Hindi → 'आगे बढ़ने से पहले कृपया साइज़ चुनें!'
 * ```
 *
 * - A message with variables matches the English it makes with any values
 *   (`e.errors_only_left_message` matches `Only 2 left of "Kurta" in size M.`), and the Hindi gets
 *   the values read back out of the text. A variable named `message` (the server's own text inside
 *   ours: `e.errors_address_save_error`) is mapped again through the same list.
 * - A plural message (`e.errors_only_left_message`: सिर्फ़ 1 बचा है, सिर्फ़ 3 बचे हैं) is matched
 *   by its English "other" form, so its English must read the same for every number.
 * - A text none of them matches, a listed message's English that changed on the server, or any
 *   text on an English page comes back as it is: never a blank, never a wrong translation.
 * - The English sides are held to `messages.ts` by `test/error-text.test.ts`.
 */
export function errorText(english: string, locale: Locale, ...candidates: ErrorMessage[]): string {
  if (locale === 'en') return english;
  const text = english.trim();
  for (const candidate of candidates as unknown as Callable[]) {
    const values = read(candidate, text);
    if (values === undefined) continue;
    if (typeof values.message === 'string') values.message = errorText(values.message, locale, ...candidates);
    return candidate(values, { locale });
  }
  return english;
}

/** The variables `message` was given to make `text` in English, or undefined when it cannot make it. */
function read(message: Callable, text: string): Record<string, unknown> | undefined {
  const names: string[] = [];
  const probe = new Proxy({}, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      names.push(key);
      return `${mark}${names.length - 1}${mark}`;
    },
  });
  const layout = message(probe, { locale: 'en' });
  if (names.length === 0) return layout === text ? {} : undefined;
  // Literal text and variables alternate: "Only ", 0, " left of \"", 1, …
  const parts = layout.split(new RegExp(`${mark}(\\d+)${mark}`));
  const pattern = parts.map((part, i) => (i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '([\\s\\S]+?)')).join('');
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return undefined;
  const values: Record<string, unknown> = {};
  parts.forEach((part, i) => {
    if (i % 2 === 1) values[names[Number(part)] ?? ''] = match[(i + 1) / 2];
  });
  return values;
}
