import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { engineOf } from '../../db/engine.ts';
import { ftsExpression, isPrefixToken, queryWords, tsqueryExpression, type Phrase, type WordGroup } from './search-text.ts';
import { accentedSpellings, corrections, hasPrefix, hasTerm, vocabularyOf, type Vocabulary } from './search-vocabulary.ts';

export { forgetVocabulary } from './search-vocabulary.ts';

const defaultLimit = 100;
const maxLimit = 500;
// Name matches count ten times keyword matches, so "Kurta" in a name beats "kurta" in keywords.
const nameWeight = 10;
const keywordWeight = 1;
/** Most rows SQLite ranks for one search (see searchSqlite). */
const rankedRowsCap = 2000;

/**
 * Ids of the store's published products matching the shopper's text, best match first. Never
 * throws for any text: words are reduced to letters and digits before they reach a (bound) query
 * expression. `version` is the store's change version (cache/store-changes.ts), for the vocabulary.
 */
export async function searchProductIds(db: Db, storeId: number, text: string, options: { limit?: number; version?: number } = {}): Promise<number[]> {
  const limit = clampLimit(options.limit);
  const words = queryWords(text);
  if (words.length === 0 || !Number.isSafeInteger(storeId)) return [];
  const groups = planSearch(await vocabularyOf(db, storeId, options.version), words);
  if (engineOf(db) === 'postgres') {
    const query = tsqueryExpression(groups);
    if (query === '') return [];
    const rows = await sql<{ id: number }>`
      SELECT p.id FROM products p, to_tsquery('simple', ${query}) q
      WHERE p.store_id = ${storeId} AND p.status = 'published' AND p.search_document @@ q
      ORDER BY ts_rank(p.search_document, q, 1) DESC, p.id
      LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => r.id);
  }
  return searchSqlite(db, storeId, ftsExpression(groups), limit);
}

/**
 * FTS5 computes bm25 for every matching row before sorting, about a microsecond each: fine for
 * thousands, too slow for the 30,000 rows a one- or two-letter prefix matches in a large catalogue.
 * So a cheap first pass (rowid order, no ranking) finds where the newest `rankedRowsCap` (2,000) of the
 * store's matches begin, and only those are ranked. Such broad queries say little about what the
 * shopper wants anyway; for them "the best of the newest few thousand" is a fair answer.
 */
async function searchSqlite(db: Db, storeId: number, match: string, limit: number): Promise<number[]> {
  const probe = await sql<{ id: number }>`
    SELECT product_search.rowid AS id FROM product_search JOIN products ON products.id = product_search.rowid
    WHERE product_search MATCH ${match} AND products.store_id = ${storeId} AND products.status = 'published'
    ORDER BY product_search.rowid DESC
    LIMIT 1 OFFSET ${rankedRowsCap - 1}`.execute(db);
  const fromId = probe.rows[0]?.id ?? 0;
  // The rank constraint sets bm25's column weights for this query only; FTS5 applies the rowid
  // bound inside its index scan, and products is touched only by rowid, for the store filter.
  const rows = await sql<{ id: number }>`
    SELECT products.id FROM product_search JOIN products ON products.id = product_search.rowid
    WHERE product_search MATCH ${match}
      AND product_search.rank MATCH ${`bm25(${nameWeight}, ${keywordWeight})`}
      AND product_search.rowid >= ${fromId}
      AND products.store_id = ${storeId} AND products.status = 'published'
    ORDER BY product_search.rank, products.id
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return defaultLimit;
  return Math.min(maxLimit, Math.max(1, Math.floor(limit)));
}

/**
 * What to search for: one group per query word, all groups required (AND), any phrase of a group
 * enough (OR). A word the store's vocabulary has no prefix match for gets its closest terms as
 * alternatives (typos), or a split into two known words ("tshirt" -> "t shirt"). A word still
 * without any match is dropped rather than emptying the result: "silk saree xqzt" then finds silk
 * sarees. If no word matches the vocabulary at all, the words are searched as typed, because the
 * vocabulary may be up to a minute older than the catalogue.
 */
export function planSearch(vocabulary: Vocabulary, words: string[][]): WordGroup[] {
  const matched: WordGroup[] = [];
  const typed: WordGroup[] = [];
  for (const parts of words) {
    const joined = parts.join('');
    const group: WordGroup = parts.length > 1 ? [parts, [joined]] : [parts];
    typed.push(group.slice());
    let known = group.some((phrase) => phraseKnown(vocabulary, phrase));
    if (!known) {
      const fixes: Phrase[] = [...corrections(vocabulary, joined).map((term) => [term]), ...splits(vocabulary, joined)];
      group.push(...fixes);
      known = fixes.length > 0;
    }
    // PostgreSQL's 'simple' configuration keeps accents, so "cafe" must also ask for "café".
    for (const phrase of group.slice()) {
      if (phrase.length === 1) group.push(...accentedSpellings(vocabulary, phrase[0]!).map((s) => [s]));
    }
    if (known) matched.push(group);
  }
  return matched.length > 0 ? matched : typed;
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
