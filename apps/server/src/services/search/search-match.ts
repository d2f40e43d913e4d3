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
  const scored: Scored[] = [];
  for (const candidate of candidates) {
    const name = foldedTokens(candidate.name);
    const fields = ownFieldTokens(candidate, shelves);
    let score = 0;
    for (const group of groups) {
      const best = groupScore(group, name, fields);
      if (best === 0) { score = 0; break; }
      score += best;
    }
    if (score > 0) scored.push({ candidate, score, nameLength: name.length });
  }
  // A shorter name says more about the word it matched ("Kurta" over "Boys' Festive Kurta
  // Pyjama Set"); among equals, the newest first, as the candidates were taken.
  scored.sort((a, b) => b.score - a.score || a.nameLength - b.nameLength || b.candidate.id - a.candidate.id);
  return scored.slice(0, limit).map((s) => s.candidate);
}

function ownFieldTokens(candidate: Candidate, shelves: Shelves): string[] {
  const tokens = [...(shelves.byCategory.get(candidate.categoryId) ?? [])];
  if (candidate.subcategoryId !== null) tokens.push(...(shelves.bySubcategory.get(candidate.subcategoryId) ?? []));
  if (candidate.material) tokens.push(...foldedTokens(candidate.material));
  if (candidate.colors) tokens.push(...foldedTokens(candidate.colors));
  return tokens;
}

function groupScore(group: WordGroup, name: string[], fields: string[]): number {
  let best = 0;
  for (const [i, phrase] of group.entries()) {
    const bonus = i === 0 ? typedBonus : 0;
    const inName = phraseMatch(phrase, name);
    let score = inName === 2 ? nameWhole : inName === 1 ? namePrefix : 0;
    if (score === 0) {
      const inFields = phraseMatch(phrase, fields);
      score = inFields === 2 ? fieldWhole : inFields === 1 ? fieldPrefix : 0;
    }
    if (score > 0) best = Math.max(best, score + bonus);
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
