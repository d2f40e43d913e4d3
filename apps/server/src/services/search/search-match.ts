import { isPrefixToken, type Phrase, type WordGroup } from './search-text.ts';
import { foldedTokens, type Shelves } from './search-shelves.ts';

/**
 * Checking and ranking what the engine found. The full-text index holds each product's name and
 * `search_keywords`; the engine's answer is a superset, and this decides, with one rule on both
 * engines, which products match every query word by their own fields and how well (decision 032).
 */

/** A product the engine found, with what the check and the result need. */
export interface Candidate {
  id: number;
  name: string;
  categoryId: number;
  subcategoryId: number | null;
  material: string | null;
  /** JSON list of colour names, tokenised as text (its quotes and commas separate words). */
  colors: string | null;
  /** Paise, as stored. */
  originalPrice: number;
  discountPrice: number;
}

// Per query word, the best of: a whole word of the name, a word of the name it starts, a whole
// word of the menu, material or colours, a word of those it starts. A plural ("kurtas") counts as
// the whole word. So "kurta" ranks "Anarkali Kurta" before "Salwar Suit Set" (category "Kurtas").
const nameWhole = 4;
const namePrefix = 3;
const fieldWhole = 2;
const fieldPrefix = 1;
// The group's first phrase is the word as the shopper typed it (or its first correction): among
// equal matches it wins over another spelling, so "kurti" shows kurtis before kurtas.
const typedBonus = 0.25;

export interface Scored { candidate: Candidate; score: number; nameLength: number }

/** The candidates matching every group by their own words, best first; at most `limit`. */
export function rankCandidates(candidates: readonly Candidate[], groups: WordGroup[], shelves: Shelves, limit: number): Candidate[] {
  // Two thousand candidates share a few dozen menu places, materials and colour lists: each is
  // matched once per search and group, not once per product.
  const memos = groups.map(() => new Map<string, number>());
  const firstTokens = [...new Set(groups.flatMap((group) => group.map((phrase) => phrase[0]!)))];
  const scored: Scored[] = [];
  for (const candidate of candidates) {
    const name = nameTokens(candidate.name, firstTokens);
    let score = 0;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      let best = name ? bestOf(group, name, nameWhole, namePrefix) : 0;
      // The menu, material and colours score at most fieldWhole: a name match needs no more.
      if (best < namePrefix) best = Math.max(best, fieldScore(group, memos[g]!, candidate, shelves));
      if (best === 0) { score = 0; break; }
      score += best;
    }
    if (score > 0) scored.push({ candidate, score, nameLength: name?.length ?? candidate.name.split(' ').length });
  }
  // A shorter name says more about the word it matched ("Kurta" over "Boys' Festive Kurta
  // Pyjama Set"); among equals, the newer product first.
  scored.sort((a, b) => b.score - a.score || a.nameLength - b.nameLength || b.candidate.id - a.candidate.id);
  return scored.slice(0, limit).map((s) => s.candidate);
}

function fieldScore(group: WordGroup, memo: Map<string, number>, candidate: Candidate, shelves: Shelves): number {
  const place = `${candidate.categoryId}/${candidate.subcategoryId ?? ''}`;
  let best = memo.get(place);
  if (best === undefined) memo.set(place, (best = bestOf(group, shelfTokens(candidate, shelves), fieldWhole, fieldPrefix)));
  for (const [prefix, text] of [['m', candidate.material], ['c', candidate.colors]] as const) {
    if (!text) continue;
    const key = prefix + text;
    let score = memo.get(key);
    if (score === undefined) memo.set(key, (score = bestOf(group, foldedTokens(text), fieldWhole, fieldPrefix)));
    if (score > best) best = score;
  }
  return best;
}

function shelfTokens(candidate: Candidate, shelves: Shelves): string[] {
  const tokens = shelves.byCategory.get(candidate.categoryId) ?? [];
  const sub = candidate.subcategoryId === null ? undefined : shelves.bySubcategory.get(candidate.subcategoryId);
  return sub ? [...tokens, ...sub] : tokens;
}

// Tokenising is most of a candidate's cost, and many candidates of a search matched by their menu
// place, not their name: a plain-ASCII name holding none of the words' first tokens is skipped.
const plainName = /^[\x20-\x7e]*$/;
function nameTokens(name: string, firstTokens: readonly string[]): string[] | null {
  if (plainName.test(name)) {
    const lower = name.toLowerCase();
    let any = false;
    for (const token of firstTokens) if (lower.includes(token)) { any = true; break; }
    if (!any) return null;
  }
  return foldedTokens(name);
}

/** The best score any phrase of the group earns in these tokens: `whole` or `prefix`, plus the typed form's bonus. */
function bestOf(group: WordGroup, tokens: readonly string[], whole: number, prefix: number): number {
  let best = 0;
  for (let i = 0; i < group.length; i++) {
    const match = phraseMatch(group[i]!, tokens);
    if (match > 0) best = Math.max(best, (match === 2 ? whole : prefix) + (i === 0 ? typedBonus : 0));
  }
  return best;
}

/** 2: the phrase's words in a row, the last whole (or its plural); 1: the last only begins a word; 0: absent. */
export function phraseMatch(phrase: Phrase, tokens: readonly string[]): 0 | 1 | 2 {
  const last = phrase.length - 1;
  const lastToken = phrase[last]!;
  const prefix = isPrefixToken(lastToken);
  let found: 0 | 1 | 2 = 0;
  for (let i = 0; i + last < tokens.length; i++) {
    let j = 0;
    while (j < last && tokens[i + j] === phrase[j]) j++;
    if (j < last) continue;
    const token = tokens[i + last]!;
    if (token === lastToken || token === `${lastToken}s` || token === `${lastToken}es`) return 2;
    if (prefix && token.startsWith(lastToken)) found = 1;
  }
  return found;
}
