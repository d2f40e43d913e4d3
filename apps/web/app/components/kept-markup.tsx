import type { ReactElement } from 'react';
import { isKeptReadOnly } from '../lib/read-only.ts';

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
 * Inputs to the short tokens that stand for them in names: strings as they are, anything else as
 * JSON. A product part's inputs are a few kilobytes of JSON and the store's menu is a long text;
 * the renderer looks a name up several times per part, and a short name is hashed in no time (a
 * string that comes again, like the menu from the kept shell, is hashed once: V8 keeps a
 * string's hash with it). Tokens are never reused, so two inputs never share one; past the limit
 * a table starts again and the parts under its old tokens age out of the renderer's memory.
 */
interface TokenTable { tokens: Map<string, string>; chars: number }
const textTokens: TokenTable = { tokens: new Map(), chars: 0 };
const jsonTokens: TokenTable = { tokens: new Map(), chars: 0 };
/** Per table: at most this many inputs, of at most this many characters in all (about 4 MB). */
const tokenLimit = 20_000;
const tokenCharLimit = 2_000_000;
let lastToken = 0;

function tokenOf(table: TokenTable, key: string): string {
  let token = table.tokens.get(key);
  if (token === undefined) {
    if (table.tokens.size >= tokenLimit || table.chars + key.length > tokenCharLimit) {
      table.tokens.clear();
      table.chars = 0;
    }
    token = (++lastToken).toString(36);
    table.tokens.set(key, token);
    table.chars += key.length;
  }
  return token;
}

/**
 * Objects that can never change (read-only.ts: the answers, cards and shell every page of a store
 * shares) are named by their JSON's token as any object is, but once per object rather than on
 * every page: a listing names two dozen cards. An equal object gets the same token from the table.
 */
const objectTokens = new WeakMap<object, string>();

function readOnlyToken(input: object): string {
  let token = objectTokens.get(input);
  if (token === undefined) objectTokens.set(input, (token = tokenOf(jsonTokens, JSON.stringify(input))));
  return token;
}

/** One input's part of a name: short values as themselves, texts and objects as tokens. */
function inputName(input: unknown): string {
  switch (typeof input) {
    case 'string': return input.length <= 16 ? JSON.stringify(input) : `s${tokenOf(textTokens, input)}`;
    case 'number': case 'boolean': return String(input);
    case 'undefined': return 'u';
    default:
      if (input === null) return 'n';
      return `j${typeof input === 'object' && isKeptReadOnly(input) ? readOnlyToken(input) : tokenOf(jsonTokens, JSON.stringify(input))}`;
  }
}

/**
 * A part's name from its inputs. Only the server reads it: in the browser this is an empty string
 * and costs nothing. Functions among an object's values are left out (JSON has none): name a
 * hook's result by its values, and the part by what it shows.
 */
export function keptMarkupName(part: string, ...inputs: unknown[]): string {
  return import.meta.env.SSR ? `${part} ${inputs.map(inputName).join(' ')}` : '';
}
