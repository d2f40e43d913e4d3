import { allowedEdits, nearTerms } from './search-distance.ts';
import { lowerBound, type Vocabulary } from './search-vocabulary.ts';

/**
 * The terms closest to a misspelt word, at most `limit`: those needing fewest edits (a whole-term
 * match beats a prefix match at equal edits), then the commonest. Words under four letters are
 * never corrected: one edit makes them into too many other words. A word the store has (as a
 * term or the start of one) is corrected only to terms at least twice as common: one product
 * misspelt "Kurtaa" must not hide the 5,000 kurtas from a shopper who typed the same typo, but
 * "pash" (pashmina) must not become "wash".
 */
export function corrections(vocabulary: Vocabulary, word: string, limit = 6): string[] {
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const own = productsStartingWith(vocabulary, word);
  const scored = nearTerms(vocabulary.terms, word, max)
    .filter((near) => !near.term.startsWith(word))
    .map((near) => ({
      term: near.term,
      // Half an edit's penalty: "kurtaa" should become "kurta" rather than any longer kurta- word.
      score: Math.min(near.whole, near.prefix + 0.5),
      count: vocabulary.counts.get(near.term) ?? 0,
    }))
    .filter((s) => s.count >= own * commonerBy);
  if (scored.length === 0) return [];
  const best = scored.reduce((low, s) => Math.min(low, s.score), Infinity);
  const closest = scored.filter((s) => s.score === best).sort((a, b) => b.count - a.count || a.term.localeCompare(b.term));
  // A rare term as close as a common one is seldom what was meant ("kurtaa" is the 5,000 kurtas,
  // not a brand named "kurata" on 5 products), so only terms at least a twentieth as common as
  // the commonest are kept.
  const kept = closest.filter((s) => s.count * 20 >= (closest[0]?.count ?? 0)).slice(0, 50).map((s) => s.term);
  // Each correction is searched as a prefix, so one covered by a shorter one adds nothing.
  return kept.filter((t) => !kept.some((other) => other !== t && t.startsWith(other))).slice(0, limit);
}

/** How much commoner than a known word its correction must be. */
const commonerBy = 2;

/** Products (counted per term, so an upper bound) with a word starting with this one. */
function productsStartingWith(vocabulary: Vocabulary, word: string): number {
  let total = 0;
  for (let i = lowerBound(vocabulary.terms, word); i < vocabulary.terms.length && vocabulary.terms[i]!.startsWith(word); i++) {
    total += vocabulary.counts.get(vocabulary.terms[i]!) ?? 0;
  }
  return total;
}
