import { sql } from 'kysely';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { rowsAsArrays } from '../../db/node-sqlite-dialect.ts';
import { engineOf } from '../../db/engine.ts';
import { rankCandidates, type Candidate } from './search-match.ts';
import { planSearch } from './search-plan.ts';
import { ftsExpression, queryWords, tsqueryExpression, type WordGroup } from './search-text.ts';
import { vocabularyOf, type Vocabulary } from './search-vocabulary.ts';

export { forgetVocabulary } from './search-vocabulary.ts';
export type { Candidate as FoundProduct } from './search-match.ts';

const defaultLimit = 100;
const maxLimit = 500;
/** Most matches the engine hands over for one pass (see candidates). */
const candidateCap = 1000;
/** An exact pass finding fewer than this many products is widened by the typo pass. */
const enoughExact = 5;

/**
 * The store's published products matching the shopper's text, best match first (decision 032):
 * every query word must be the product's own (name, menu, material or colours), exact and prefix
 * matches rank above typo matches, and typos are tried only when the exact words find too few.
 * Never throws for any text: words are reduced to letters and digits before they reach a (bound)
 * query expression. `version` is the store's change version (cache/store-changes.ts).
 */
export async function searchProducts(db: Db, storeId: number, text: string, options: { limit?: number; version?: number } = {}): Promise<Candidate[]> {
  const limit = clampLimit(options.limit);
  const words = queryWords(text);
  if (words.length === 0 || !Number.isSafeInteger(storeId)) return [];
  const vocabulary = await vocabularyOf(db, storeId, options.version);
  const plan = planSearch(vocabulary, words);
  const found = plan.exact ? await pass(db, storeId, vocabulary, plan.exact, limit) : [];
  if (found.length >= Math.min(enoughExact, limit)) return found;
  const fuzzy = plan.fuzzy();
  if (!fuzzy) return found;
  const seen = new Set(found.map((p) => p.id));
  const more = (await pass(db, storeId, vocabulary, fuzzy, limit)).filter((p) => !seen.has(p.id));
  return [...found, ...more].slice(0, limit);
}

/** Ids of searchProducts' answer. */
export async function searchProductIds(db: Db, storeId: number, text: string, options: { limit?: number; version?: number } = {}): Promise<number[]> {
  return (await searchProducts(db, storeId, text, options)).map((p) => p.id);
}

async function pass(db: Db, storeId: number, vocabulary: Vocabulary, groups: WordGroup[], limit: number): Promise<Candidate[]> {
  return rankCandidates(await candidates(db, storeId, groups), groups, vocabulary.shelves, limit);
}

/**
 * What the full-text index finds for the groups, at most `candidateCap` of the store's matches, so
 * the cost is bounded however broad the words ("s", "cotton"). A broad query says little about
 * what the shopper wants anyway; for it "the best of a thousand matches" is a fair answer.
 * Ranking happens in JS (search-match.ts), the same for both engines, so neither engine's own
 * ranking is asked for.
 */
async function candidates(db: Db, storeId: number, groups: WordGroup[]): Promise<Candidate[]> {
  if (engineOf(db) === 'postgres') {
    const query = tsqueryExpression(groups);
    if (query === '') return [];
    // In whatever order the plan reads them: asked for the newest, PostgreSQL walks the primary
    // key backwards testing each row (or reads every match to sort them), two to ten times slower
    // on a word a tenth of the catalogue has. So a broad query's thousand are the first the
    // GIN index's plan hands over, in practice the oldest; the ranking's order is the same.
    const rows = await sql<Candidate>`
      SELECT id, name, category_id AS "categoryId", subcategory_id AS "subcategoryId", material, colors,
        original_price AS "originalPrice", discount_price AS "discountPrice"
      FROM products
      WHERE store_id = ${storeId} AND status = 'published' AND search_document @@ to_tsquery('simple', ${query})
      LIMIT ${candidateCap}`.execute(db);
    return rows.rows;
  }
  return sqliteCandidates(db, storeId, ftsExpression(groups));
}

/** A candidate as SQLite hands it over: its values in the order of `Candidate`'s fields. */
type CandidateRow = [number, string, number, number | null, string | null, string | null, number, number];

// Compiled once per handle, and read at once when no transaction is open (decision 059), rows as
// arrays (decision 038): node:sqlite made the thousand candidates of a broad word into objects in
// about a sixth more time than it took SQLite to find them. FTS5 walks its index by rowid, newest
// first, and stops at the cap (as cheap as any order); products is touched only by primary key,
// for the store, the status and the columns.
const sqliteCandidateRows = compiledStatement((_db, args: { expression: string; storeId: number }) => sql<CandidateRow>`
  SELECT ${sql.raw(rowsAsArrays)} p.id, p.name, p.category_id, p.subcategory_id, p.material, p.colors, p.original_price, p.discount_price
  FROM product_search JOIN products p ON p.id = product_search.rowid
  WHERE product_search MATCH ${args.expression} AND p.store_id = ${args.storeId} AND p.status = 'published'
  ORDER BY product_search.rowid DESC
  LIMIT ${sql.raw(String(candidateCap))}`);

async function sqliteCandidates(db: Db, storeId: number, expression: string): Promise<Candidate[]> {
  const rows = await sqliteCandidateRows(db, { expression, storeId });
  return rows.map(([id, name, categoryId, subcategoryId, material, colors, originalPrice, discountPrice]) =>
    ({ id, name, categoryId, subcategoryId, material, colors, originalPrice, discountPrice }));
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return defaultLimit;
  return Math.min(maxLimit, Math.max(1, Math.floor(limit)));
}
