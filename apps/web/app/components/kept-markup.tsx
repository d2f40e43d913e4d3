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
 * Inputs as JSON, to the short token that stands for them in names. A product part's inputs are
 * a few kilobytes of JSON; the renderer looks a name up several times per part, and a short name
 * is hashed in no time. Tokens are never reused, so two inputs never share one; past the limit the
 * table starts again and the parts under the old tokens age out of the renderer's memory.
 */
const tokens = new Map<string, string>();
const tokenLimit = 20_000;
let lastToken = 0;

/**
 * A part's name from its inputs. Only the server reads it: in the browser this is an empty string
 * and costs nothing. Functions among the inputs are left out (JSON has none): name a hook's
 * result by its values, and the part by what it shows.
 */
export function keptMarkupName(part: string, ...inputs: unknown[]): string {
  if (!import.meta.env.SSR) return '';
  const json = JSON.stringify(inputs);
  let token = tokens.get(json);
  if (token === undefined) {
    if (tokens.size >= tokenLimit) tokens.clear();
    token = (++lastToken).toString(36);
    tokens.set(json, token);
  }
  return `${part} ${token}`;
}
