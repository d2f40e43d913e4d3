/**
 * Turning shopper text into search words, and a search plan into each engine's query syntax.
 * Nothing here touches the database; the expressions built here are always bound as parameters.
 */

/** Longest input looked at: the rest of a pasted essay cannot change the results. */
export const maxQueryChars = 200;
/** Most query words used, after truncation. */
export const maxQueryWords = 10;
/** Longer "words" are cut: no product word is this long, and it bounds the fuzzy work. */
const maxTokenChars = 40;

// A token starts with a letter or digit and may carry combining marks (Devanagari vowel signs are
// marks, and must not split a Hindi word). Everything else — quotes, operators, emoji — separates
// tokens, so no FTS5 or tsquery syntax character can ever reach a query expression.
const tokenPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
// Only the Latin-style combining accents are dropped, as FTS5's remove_diacritics does.
const accentPattern = /[\u0300-\u036f]/g;

/** Lower case and without Latin accents: the form words are compared in. */
export function fold(word: string): string {
  // Most catalogue words are plain ASCII, and normalize() is costly over a 100k-product catalogue.
  if (/^[a-z0-9]*$/i.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(accentPattern, '').normalize('NFC').toLowerCase();
}

/** The lower-cased (accents kept) tokens of a product's text, as the engines index them. */
export function textTokens(text: string): string[] {
  return text.toLowerCase().match(tokenPattern) ?? [];
}

/**
 * The query's words: whitespace-separated chunks, each a list of folded tokens ("T-Shirt" is one
 * word of two tokens, matched as a phrase). Truncated, de-duplicated, never throws.
 */
export function queryWords(text: unknown): string[][] {
  if (typeof text !== 'string') return [];
  const words: string[][] = [];
  const seen = new Set<string>();
  for (const chunk of text.slice(0, maxQueryChars).split(/\s+/u)) {
    const tokens = (chunk.normalize('NFC').match(tokenPattern) ?? []).map((t) => fold(t).slice(0, maxTokenChars));
    // Folding can, in principle, leave nothing of a token; such tokens are simply skipped.
    const parts = tokens.filter((t) => t.length > 0);
    const key = parts.join(' ');
    if (parts.length === 0 || seen.has(key)) continue;
    seen.add(key);
    words.push(parts);
    if (words.length === maxQueryWords) break;
  }
  return words;
}

/**
 * Whether a phrase's last token is matched as a prefix. A single character is not: "k"* means
 * merging every k- word's product list (tens of milliseconds on a large catalogue) to answer a
 * query that says almost nothing; as a whole token it still finds the "t" of "t-shirt".
 */
export function isPrefixToken(token: string): boolean {
  return token.length > 1;
}

/** A phrase of tokens, the last matched as a prefix (see isPrefixToken). */
export type Phrase = string[];
/** One query word: any of its phrases may match. */
export type WordGroup = Phrase[];

/** An FTS5 MATCH expression: groups ANDed, phrases ORed, each phrase quoted and prefix-matched. */
export function ftsExpression(groups: WordGroup[]): string {
  const quote = (phrase: Phrase) => {
    const star = isPrefixToken(phrase.at(-1) ?? '') ? '*' : '';
    return `"${phrase.join(' ').replaceAll('"', '""')}"${star}`;
  };
  return groups.map((group) => `(${group.map(quote).join(' OR ')})`).join(' AND ');
}

/** A to_tsquery text: groups ANDed with &, phrases ORed with |, tokens followed with <->. */
export function tsqueryExpression(groups: WordGroup[]): string {
  // Tokens are letters, digits and marks only (tokenPattern); this re-check keeps that a
  // guarantee of this function rather than of its callers.
  const safe = (token: string) => token.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  const phrase = (p: Phrase) => {
    const tokens = p.map(safe).filter((t) => t.length > 0);
    return tokens.map((t, i) => (i === tokens.length - 1 && isPrefixToken(t) ? `${t}:*` : t)).join(' <-> ');
  };
  return groups
    .map((group) => group.map(phrase).filter((p) => p.length > 0))
    .filter((group) => group.length > 0)
    .map((group) => `(${group.join(' | ')})`)
    .join(' & ');
}
