import { isPrefixToken, type Phrase, type WordGroup } from './search-text.ts';
import { otherSpellings, singulars } from './search-synonyms.ts';
import { corrections } from './search-corrections.ts';
import { accentedSpellings, hasPrefix, hasTerm, type Vocabulary } from './search-vocabulary.ts';

/**
 * What to search for, in two passes (decision 032). One group per query word, all groups
 * required (AND), any phrase of a group enough (OR).
 *
 * The exact pass asks for each word as typed (a prefix), its other spellings ("sari" / "saree"),
 * its singular ("sarees" -> "saree") and, run together, its known parts ("tshirt" -> "t shirt").
 * The typo pass widens each word by its closest terms; it is asked only when the exact pass finds
 * too few (or a word is known only by its typos), and what it adds ranks after the exact results.
 */
export interface SearchPlan {
  /** null when some word has no exact match in the store's words: only the typo pass can find anything. */
  exact: WordGroup[] | null;
  /** The typo pass's groups, worked out when asked for; null when no word has a correction. */
  fuzzy: () => WordGroup[] | null;
}

/**
 * A word the store has no exact or typo match for is dropped rather than emptying the result:
 * "silk saree xqzt" finds silk sarees. If that leaves nothing, the words are searched as typed,
 * because the vocabulary may be up to a minute older than the catalogue.
 */
export function planSearch(vocabulary: Vocabulary, words: string[][]): SearchPlan {
  const kept: Array<{ parts: string[]; own: Phrase[]; fixes: Phrase[] | null }> = [];
  for (const parts of words) {
    const own = exactPhrases(vocabulary, parts);
    const known = own.some((phrase) => phraseKnown(vocabulary, phrase));
    // A known word's corrections wait for the typo pass: most searches never need them.
    const fixes = known ? null : fixesOf(vocabulary, parts);
    if (fixes?.length === 0) continue;
    kept.push({ parts, own: known ? own : [], fixes });
  }
  if (kept.length === 0) return { exact: words.map((parts) => withSpellings(typedPhrases(parts))), fuzzy: () => null };
  let widened: WordGroup[] | null | undefined;
  const fuzzy = () => {
    if (widened !== undefined) return widened;
    const groups = kept.map((word) => ({ own: word.own, fixes: word.fixes ?? fixesOf(vocabulary, word.parts) }));
    widened = groups.some((g) => g.fixes.length > 0) ? groups.map((g) => withAccents(vocabulary, dedupe([...g.own, ...g.fixes]))) : null;
    return widened;
  };
  const allKnown = kept.every((word) => word.fixes === null);
  return { exact: allKnown ? kept.map((word) => withAccents(vocabulary, word.own)) : null, fuzzy };
}

function fixesOf(vocabulary: Vocabulary, parts: string[]): Phrase[] {
  return withSpellings(corrections(vocabulary, parts.join('')).map((term) => [term]));
}

/** The word as typed, run together when it had parts ("t-shirt" -> "tshirt"). */
function typedPhrases(parts: string[]): Phrase[] {
  return parts.length > 1 ? [parts, [parts.join('')]] : [parts];
}

function exactPhrases(vocabulary: Vocabulary, parts: string[]): Phrase[] {
  const joined = parts.join('');
  const forms: Phrase[] = typedPhrases(parts);
  if (parts.length === 1) forms.push(...singulars(joined).filter((s) => hasTerm(vocabulary, s)).map((s) => [s]));
  const phrases = withSpellings(forms);
  // A run-together word the store does not know may be two it does: "silksaree", "tshirt".
  if (!phrases.some((phrase) => phraseKnown(vocabulary, phrase))) phrases.push(...splits(vocabulary, joined));
  return phrases;
}

function withSpellings(forms: Phrase[]): Phrase[] {
  return dedupe(forms.flatMap((form) => [form, ...otherSpellings(form)]));
}

// PostgreSQL's 'simple' configuration keeps accents, so "cafe" must also ask for "café".
function withAccents(vocabulary: Vocabulary, group: Phrase[]): WordGroup {
  const accented = group.flatMap((phrase) => (phrase.length === 1 ? accentedSpellings(vocabulary, phrase[0]!).map((s) => [s]) : []));
  return dedupe([...group, ...accented]);
}

function dedupe(phrases: Phrase[]): Phrase[] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function phraseKnown(vocabulary: Vocabulary, phrase: Phrase): boolean {
  return phrase.every((token, i) => (i === phrase.length - 1 && isPrefixToken(token) ? hasPrefix(vocabulary, token) : hasTerm(vocabulary, token)));
}

/** Ways to read a run-together word as a known word then a known prefix, at most two. */
function splits(vocabulary: Vocabulary, word: string): Phrase[] {
  const found: Phrase[] = [];
  if (word.length < 4) return found;
  for (let i = 1; i <= word.length - 2 && found.length < 2; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (hasTerm(vocabulary, left) && hasPrefix(vocabulary, right)) found.push([left, right]);
  }
  return found;
}
