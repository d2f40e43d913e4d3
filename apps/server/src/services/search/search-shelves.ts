import type { Db } from '../../db/database.ts';
import { fold, textTokens } from './search-text.ts';

/**
 * The words of where a product sits in the store's menu: its group, category and subcategory
 * names ("Women", "Kurtas & Suits", "Straight Kurtas"). A product is found by these, by its
 * name, material and colours, and by nothing else (decision 032): the seeder's `search_keywords`
 * also carry words a whole category shares ("kurta" on boys' shorts), which a search must not
 * take for the product's own.
 */
export interface Shelves {
  /** Category id -> folded tokens of the category's and its group's names. */
  byCategory: Map<number, string[]>;
  /** Subcategory id -> folded tokens of its name. */
  bySubcategory: Map<number, string[]>;
}

/** The store's menu words; a few hundred rows at most. */
export async function loadShelves(db: Db, storeId: number): Promise<Shelves> {
  const [categories, subcategories] = await Promise.all([
    db.selectFrom('categories as c')
      .innerJoin('category_groups as g', 'g.id', 'c.group_id')
      .select(['c.id', 'c.name', 'g.name as groupName'])
      .where('c.store_id', '=', storeId)
      .execute(),
    db.selectFrom('subcategories').select(['id', 'name']).where('store_id', '=', storeId).execute(),
  ]);
  return {
    byCategory: new Map(categories.map((c) => [c.id, foldedTokens(`${c.groupName} ${c.name}`)])),
    bySubcategory: new Map(subcategories.map((s) => [s.id, foldedTokens(s.name)])),
  };
}

// Most names are plain ASCII, where a split does what the Unicode tokeniser and fold() do, faster:
// ranking a search tokenises up to a thousand names.
const plainText = /^[\x20-\x7e]*$/;

/** The text's tokens as the index and the query see them: lower case, without accents. */
export function foldedTokens(text: string): string[] {
  if (plainText.test(text)) return text.toLowerCase().split(/[^a-z0-9]+/).filter((t) => t.length > 0);
  return textTokens(text).map(fold);
}

/** Every word of the store's menu, for the vocabulary. */
export function shelfWords(shelves: Shelves): string[] {
  return [...shelves.byCategory.values(), ...shelves.bySubcategory.values()].flat();
}
