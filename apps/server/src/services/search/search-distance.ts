/**
 * Damerau-Levenshtein (optimal string alignment) distances from a query word to vocabulary terms,
 * both to the whole term and to the term's closest prefix. The prefix distance matters because
 * every query word is a prefix search: "saare" is one edit from "sare", the start of "saree",
 * though two edits from "saree" itself.
 */
export interface NearTerm {
  term: string;
  /** Edits to turn the word into the whole term (Infinity when more than allowed). */
  whole: number;
  /** Edits to turn the word into the closest prefix of the term. */
  prefix: number;
}

/** Most edits a word of this length may need to count as a typo of a term. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * The sorted terms within `max` edits of `word`, wholly or by a prefix. Walks the sorted list like
 * a trie: a term reuses the table rows of the prefix it shares with the one before, and a prefix
 * already more than `max` edits away skips every term that starts with it. On a 40,000-term
 * vocabulary this is a few milliseconds, where a full table per term took tens.
 */
export function nearTerms(terms: readonly string[], word: string, max: number): NearTerm[] {
  const m = word.length;
  // rows[i][j]: distance from the first i characters of the term to the first j of the word.
  const rows: number[][] = [Array.from({ length: m + 1 }, (_, j) => j)];
  // best[i]: the closest any of the term's first 1..i characters comes to the whole word.
  const best: number[] = [Infinity];
  const found: NearTerm[] = [];
  let previous = '';
  let k = 0;
  while (k < terms.length) {
    const term = terms[k]!;
    // Rows past m + max cannot come within max of the word, wholly or as a prefix.
    const depth = Math.min(term.length, m + max);
    let i = commonPrefixLength(previous, term, depth);
    let pruned = false;
    for (i += 1; i <= depth; i++) {
      const row = computeRow(rows, term, word, i);
      rows[i] = row;
      best[i] = Math.min(best[i - 1]!, row[m]!);
      if (Math.min(...row) > max && best[i]! > max) {
        pruned = true;
        break;
      }
    }
    if (pruned) {
      // No term starting with these i characters can come within max: skip them all.
      k = firstIndexAfterPrefix(terms, term.slice(0, i), k);
      previous = term.slice(0, i - 1);
      continue;
    }
    const whole = term.length <= m + max ? rows[term.length]![m]! : Infinity;
    const prefix = best[depth]!;
    if (prefix <= max) found.push({ term, whole: whole <= max ? whole : Infinity, prefix });
    previous = term.slice(0, depth);
    k++;
  }
  return found;
}

function computeRow(rows: number[][], term: string, word: string, i: number): number[] {
  const above = rows[i - 1]!;
  const twoAbove = rows[i - 2];
  const row: number[] = [i];
  for (let j = 1; j <= word.length; j++) {
    const cost = term[i - 1] === word[j - 1] ? 0 : 1;
    let d = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
    if (twoAbove && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
      d = Math.min(d, twoAbove[j - 2]! + 1);
    }
    row[j] = d;
  }
  return row;
}

function commonPrefixLength(a: string, b: string, limit: number): number {
  const n = Math.min(a.length, b.length, limit);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/** Index of the first term after `from` that does not start with `prefix` (terms are sorted). */
function firstIndexAfterPrefix(terms: readonly string[], prefix: string, from: number): number {
  let low = from + 1;
  let high = terms.length;
  // Terms starting with the prefix form one run; binary-search its end.
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]!.startsWith(prefix)) low = mid + 1;
    else high = mid;
  }
  return low;
}
