import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fold, textTokens } from './search-text.ts';
import { loadShelves, shelfWords, type Shelves } from './search-shelves.ts';

/**
 * The words one store's products are found by (names, materials, colours, and the menu's
 * group, category and subcategory names), held in memory for planning and typo correction.
 * One JS code path serves both engines: the words come from plain queries, so the vocabulary is
 * per store (SQLite's fts5vocab spans every store) and the fuzzy step costs no database round
 * trip. A vocabulary may be up to a minute stale; callers allow for that.
 */
export interface Vocabulary {
  /** Folded terms (lower case, no accents), sorted, for prefix lookups by binary search. */
  terms: string[];
  /** Products each folded term occurs in: among equally close corrections, commoner wins. */
  counts: Map<string, number>;
  /** Folded term -> the accented spellings products use (PostgreSQL's 'simple' keeps accents). */
  accented: Map<string, string[]>;
  /** The menu's words by category and subcategory, to check a match is the product's own. */
  shelves: Shelves;
}

/** How often a store's catalogue is checked for changes made outside the console (a cheap aggregate, not a reload). */
const checkEveryMs = 60_000;

interface Entry { vocabulary: Promise<Vocabulary>; version: number; fingerprint: string; checkedAt: number; checking: boolean }
const cache = new WeakMap<Db, Map<number, Entry>>();

/**
 * The store's vocabulary at the store's `version` (cache/store-changes.ts): loaded on first use
 * and when a console change moved the version (that search waits for it, so a product just
 * published is found by its words); rebuilt behind later searches when a minute's check finds
 * the catalogue changed some other way (the seeder, an import by hand).
 */
export async function vocabularyOf(db: Db, storeId: number, version = 0): Promise<Vocabulary> {
  let stores = cache.get(db);
  if (!stores) cache.set(db, (stores = new Map()));
  const entry = stores.get(storeId);
  if (!entry || entry.version !== version) {
    const fresh: Entry = { vocabulary: Promise.resolve(emptyVocabulary), version, fingerprint: '', checkedAt: Date.now(), checking: true };
    fresh.vocabulary = fingerprintOf(db, storeId).then(async (fingerprint) => {
      fresh.fingerprint = fingerprint;
      fresh.checking = false;
      return loadVocabulary(db, storeId);
    });
    // A load for an older version that finishes late must not replace this one's.
    if (!entry || entry.version < version) stores.set(storeId, fresh);
    // A failed load must not be cached: the next search tries again.
    fresh.vocabulary.catch(() => { if (stores.get(storeId) === fresh) stores.delete(storeId); });
    return fresh.vocabulary;
  }
  if (Date.now() - entry.checkedAt > checkEveryMs && !entry.checking) {
    // Stale-while-revalidate: this search uses the words it has; a later one gets the new.
    entry.checking = true;
    refresh(db, storeId, entry).catch(() => undefined).finally(() => { entry.checking = false; entry.checkedAt = Date.now(); });
  }
  return entry.vocabulary;
}

async function refresh(db: Db, storeId: number, entry: Entry): Promise<void> {
  const fingerprint = await fingerprintOf(db, storeId);
  if (fingerprint === entry.fingerprint) return;
  const vocabulary = await loadVocabulary(db, storeId);
  entry.vocabulary = Promise.resolve(vocabulary);
  entry.fingerprint = fingerprint;
}

/** Forgets a store's cached vocabulary (after a bulk import, say), or every store's of `db`. */
export function forgetVocabulary(db: Db, storeId?: number): void {
  if (storeId === undefined) cache.delete(db);
  else cache.get(db)?.delete(storeId);
}

const emptyVocabulary: Vocabulary = { terms: [], counts: new Map(), accented: new Map(), shelves: { byCategory: new Map(), bySubcategory: new Map() } };

// Changes whenever products are added, removed, renamed or re-keyworded — the total text length
// catches an edit even if the editor forgot updated_at — at a fraction of a reload's cost.
async function fingerprintOf(db: Db, storeId: number): Promise<string> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max('id').as('last_id'),
      eb.fn.max('updated_at').as('updated'),
      eb.fn.sum<number>(sql<number>`length(name) + length(search_keywords)`).as('length'),
    ])
    .where('store_id', '=', storeId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return JSON.stringify(row ?? null);
}

async function loadVocabulary(db: Db, storeId: number): Promise<Vocabulary> {
  // One column, not three: a 100k-row read spends most of its time building row objects.
  const [rows, shelves] = await Promise.all([
    db.selectFrom('products')
      .select(sql<string>`name || ' ' || coalesce(material, '') || ' ' || coalesce(colors, '')`.as('text'))
      .where('store_id', '=', storeId)
      // Words only drafts or archived products use would correct a shopper's typo to nothing.
      .where('status', '=', 'published')
      .execute(),
    loadShelves(db, storeId),
  ]);
  // A menu word is counted once per category or subcategory: enough to be known and corrected to.
  rows.push(...shelfWords(shelves).map((text) => ({ text })));
  const counts = new Map<string, number>();
  const accented = new Map<string, Set<string>>();
  const folded = new Map<string, string>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const token of textTokens(row.text)) {
      if (seen.has(token)) continue;
      seen.add(token);
      let key = folded.get(token);
      if (key === undefined) folded.set(token, (key = fold(token)));
      if (key !== token) {
        let spellings = accented.get(key);
        if (!spellings) accented.set(key, (spellings = new Set()));
        spellings.add(token);
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const terms = [...counts.keys()].sort();
  return { terms, counts, accented: new Map([...accented].map(([k, v]) => [k, [...v]])), shelves };
}

/** Index of the first term not before `word` (terms are sorted). */
export function lowerBound(terms: string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether some term starts with this folded token. */
export function hasPrefix(vocabulary: Vocabulary, token: string): boolean {
  return vocabulary.terms[lowerBound(vocabulary.terms, token)]?.startsWith(token) ?? false;
}

/** Whether this folded token is a whole term. */
export function hasTerm(vocabulary: Vocabulary, token: string): boolean {
  return vocabulary.terms[lowerBound(vocabulary.terms, token)] === token;
}

/** Accented spellings of terms starting with this folded token (few: Indian catalogues rarely use any). */
export function accentedSpellings(vocabulary: Vocabulary, token: string, limit = 4): string[] {
  if (vocabulary.accented.size === 0) return [];
  const found: string[] = [];
  for (const [folded, spellings] of vocabulary.accented) {
    if (folded.startsWith(token)) found.push(...spellings);
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}
