import type { ReactElement } from 'react';

/**
 * A part of a page whose markup the server may write from memory (decision 054): `by` names
 * everything the part's markup depends on (its data, the language, what the shopper saved), and
 * the server build's React writes the text it wrote before under the same name, at the same
 * place in the page, instead of rendering the part again. Only the server renders differently:
 * in the browser, in development and in tests this is its children, and hydration meets the same
 * markup either way.
 *
 * A `by` that misses an input shows one shopper another's markup, so name the part's props and
 * every context it reads (`keptMarkupName`). The browser journeys run with KEPT_MARKUP_CHECK=1,
 * which renders kept parts anyway and stops a page whose fresh markup differs from the kept.
 */
export function KeptMarkup({ children }: { by: string; children: ReactElement }): ReactElement {
  return children;
}
// What the edited renderer looks for (vite/react-dom-server-keeps-markup.ts).
Object.assign(KeptMarkup, { keptMarkup: Symbol.for('haat.keptMarkup') });

/**
 * A part's name from its inputs. Only the server reads it: in the browser this is an empty string
 * and costs nothing. Functions among the inputs are left out (JSON has none): name a hook's
 * result by its values, and the part by what it shows.
 */
export function keptMarkupName(part: string, ...inputs: unknown[]): string {
  return import.meta.env.SSR ? `${part} ${JSON.stringify(inputs)}` : '';
}
