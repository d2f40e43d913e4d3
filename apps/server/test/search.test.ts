import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { forgetVocabulary, searchProductIds } from '../src/services/search/search.ts';
import { pageOf, type ResultRow, type ResultView } from '../src/services/search/search-results.ts';
import { planSearch } from '../src/services/search/search-plan.ts';
import { ftsExpression, queryWords, tsqueryExpression } from '../src/services/search/search-text.ts';
import type { Vocabulary } from '../src/services/search/search-vocabulary.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';

const storeProducts: Array<[string, string]> = [
  ['Cotton Anarkali Kurta', 'ethnic women cotton'],
  ['Banarasi Silk Saree', 'saree silk wedding'],
  ['HOLI T-SHIRT', 'festival colours'],
  ['Steel Tiffin Box', 'lunch box kitchen steel'],
  ['Palazzo Set', 'kurta set ethnic'],
  ['Chanderi Kurti', 'kurti ethnic'],
  ['Kanjeevaram Silk Saree', 'saree silk'],
  ['Cotton Saree', 'saree cotton daily'],
  ['Formal Shirt', 'shirt office'],
  ['Brass Diya Set', 'diwali lamp puja'],
  ["Men's Kurta Pyjama", 'kurta pyjama men festive'],
  ['Café Mug', 'coffee cup ceramic'],
  ['Silk Dupatta', 'dupatta silk'],
  ['Woollen Shawl', 'winter shawl'],
  ['Copper Water Bottle', 'bottle copper'],
  ['Kids Lehenga', 'lehenga girls festive'],
  ['Leather Wallet', 'wallet men'],
  ['Jute Tote Bag', 'bag eco'],
  ['Embroidered Sherwani', 'sherwani wedding men'],
  ['Printed Bedsheet', 'bedsheet home cotton'],
];
// The other store sells kurtas and silk too, and has words of its own ("zebra").
const otherProducts: Array<[string, string]> = [
  ['Silk Kurta Deluxe', 'kurta silk'],
  ['Zebra Print Saree', 'zebra saree'],
  ['Steel Tiffin Box', 'tiffin'],
];

function productRow(storeId: number, categoryId: number, asin: string, name: string, keywords: string) {
  const now = new Date().toISOString();
  return {
    store_id: storeId, asin, name, category_id: categoryId, description: '', long_description: '', image: '', rating: 0, rating_count: 0,
    original_price: 100_00, discount_price: 90_00, delivery_charge: 0, attributes: '{}', search_keywords: keywords, created_at: now, updated_at: now,
  };
}

async function insertStore(db: Db, name: string, products: Array<[string, string]>): Promise<Map<string, number>> {
  const now = new Date().toISOString();
  const store = await db
    .insertInto('stores')
    .values({
      name, is_default: 0, email: '', mobile: '', address: '', logo: '', favicon: '', theme_text: '#000000', theme_background: '#ffffff',
      theme_primary: '#ff6347', theme_secondary: '#4CAF50', theme_accent: '#00BCD4', created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await db.insertInto('category_groups').values({ store_id: store.id, name: 'All', sort: 0 }).returning('id').executeTakeFirstOrThrow();
  const category = await db
    .insertInto('categories')
    .values({ store_id: store.id, group_id: group.id, name: 'Everything', image: '', sort: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = new Map<string, number>();
  for (const [i, [productName, keywords]] of products.entries()) {
    const row = await db
      .insertInto('products')
      .values(productRow(store.id, category.id, `${name}-${i}`, productName, keywords))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(productName, row.id);
  }
  return ids;
}

describeEachEngine('product search', (engine) => {
  let test: TestDatabase;
  let storeId: number;
  let ids: Map<string, number>;
  let otherIds: Set<number>;
  const names = (found: number[]) => found.map((f) => [...ids].find(([, v]) => v === f)?.[0] ?? `other store #${f}`);
  const search = (text: string, limit?: number) => searchProductIds(test.db, storeId, text, limit === undefined ? undefined : { limit });

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    ids = await insertStore(test.db, 'Main', storeProducts);
    otherIds = new Set((await insertStore(test.db, 'Other', otherProducts)).values());
    storeId = (await test.db.selectFrom('stores').select('id').where('name', '=', 'Main').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await test.drop(); });

  it('finds the word as typed first, then its other spellings, and never by keywords that are not the product’s own', async () => {
    const found = await search('kurta');
    expect(names(found).slice(0, 2).sort()).toEqual(['Cotton Anarkali Kurta', "Men's Kurta Pyjama"]);
    expect(names(found)[2]).toBe('Chanderi Kurti');
    // "Palazzo Set" has "kurta" only in search_keywords, as the seeder gives a whole category's words.
    expect(found).toHaveLength(3);
    expect(names(await search('kurti'))[0]).toBe('Chanderi Kurti');
    expect(names(await search('sari')).sort()).toEqual(['Banarasi Silk Saree', 'Cotton Saree', 'Kanjeevaram Silk Saree']);
    expect(names(await search('sarees')).sort()).toEqual(['Banarasi Silk Saree', 'Cotton Saree', 'Kanjeevaram Silk Saree']);
  });


  it('matches every word as a word prefix, all words required', async () => {
    expect(names(await search('kurt'))).toContain('Cotton Anarkali Kurta');
    expect(names(await search('silk sar')).sort()).toEqual(['Banarasi Silk Saree', 'Kanjeevaram Silk Saree']);
    expect(names(await search('cotton kurta'))).toEqual(['Cotton Anarkali Kurta']);
    expect(names(await search('banarasi silk saree'))[0]).toBe('Banarasi Silk Saree');
  });

  it('ignores case and accents', async () => {
    expect(await search('KURTA')).toEqual(await search('kurta'));
    expect(await search('SiLk SaReE')).toEqual(await search('silk saree'));
    expect(names(await search('cafe'))).toEqual(['Café Mug']);
    expect(names(await search('CAFÉ'))).toEqual(['Café Mug']);
  });

  it('forgives typos', async () => {
    expect(names(await search('kurtaa')).slice(0, 2).sort()).toEqual(['Cotton Anarkali Kurta', "Men's Kurta Pyjama"]);
    for (const typo of ['sareee', 'saare', 'sarre', 'banarsi']) {
      expect(names(await search(typo)), typo).toContain('Banarasi Silk Saree');
    }
    expect(names(await search('sherwnai'))).toEqual(['Embroidered Sherwani']);
    expect(names(await search('silk sareee')).sort()).toEqual(['Banarasi Silk Saree', 'Kanjeevaram Silk Saree']);
  });

  it('finds the T-shirt however it is spelt, above plain shirts', async () => {
    for (const text of ['t-shirt', 'T Shirt', 'tshirt', 'holi tshirt']) {
      expect(names(await search(text))[0], text).toBe('HOLI T-SHIRT');
    }
    expect(names(await search('shirt')).sort()).toEqual(['Formal Shirt', 'HOLI T-SHIRT']);
  });

  it('drops a word that matches nothing, but a query of nonsense finds nothing', async () => {
    expect(names(await search('silk xqzwv')).sort()).toEqual(['Banarasi Silk Saree', 'Kanjeevaram Silk Saree', 'Silk Dupatta']);
    expect(await search('xqzwv')).toEqual([]);
    expect(await search('qq zz')).toEqual([]);
  });

  it('returns only the store’s own products', async () => {
    expect(await search('zebra')).toEqual([]);
    for (const text of ['kurta', 'silk', 'steel tiffin', 'saree', 'deluxe']) {
      const found = await search(text);
      expect(found.filter((f) => otherIds.has(f)), text).toEqual([]);
    }
    expect(names(await search('steel tiffin'))).toEqual(['Steel Tiffin Box']);
  });

  it('returns [] for empty, blank or symbol-only text', async () => {
    for (const text of ['', '   ', '\n\t', '***', '🙂🛍️', '""', '-', '()']) expect(await search(text), text).toEqual([]);
  });

  it('survives hostile text and leaves the data alone', async () => {
    const hostile = [
      "'; DROP TABLE products; --", 'silk" OR 1=1 --', '"silk', 'silk*', 'NEAR(silk saree)', 'silk AND NOT saree',
      'name:silk', '^silk', '{name}: silk', 'silk | saree & !kurta', "kurta:* & 'x'", 'a\\b', '\u0000silk', 'सिल्क साड़ी',
      'silk 🙂 saree', 'x'.repeat(10_000), 'silk '.repeat(2_000), '𝓼𝓲𝓵𝓴', 'ﬁ', 'Ǆ', '%_%', "O'Neil's", '1e5 2.5 -3',
    ];
    for (const text of hostile) expect(Array.isArray(await search(text)), text.slice(0, 40)).toBe(true);
    expect(names(await search('silk '.repeat(2_000))).sort()).toEqual(['Banarasi Silk Saree', 'Kanjeevaram Silk Saree', 'Silk Dupatta']);
    expect(names(await search('"silk" OR saree'))).toEqual(names(await search('silk saree')));
    const count = await test.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(storeProducts.length + otherProducts.length);
  });

  it('never throws on random punctuation soup', async () => {
    const alphabet = ['"', "'", '*', '(', ')', ':', '^', '-', '+', '&', '|', '!', '<', '>', '\\', '{', '}', ' ', 'NEAR', 'AND', 'OR', 'NOT', 'silk', 'ka', '🙂', 'é', '\u0301'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 150; i++) {
      const text = Array.from({ length: 1 + (next() % 12) }, () => alphabet[next() % alphabet.length]).join('');
      expect(Array.isArray(await search(text)), JSON.stringify(text)).toBe(true);
    }
  });

  it('honours the limit', async () => {
    expect(await search('silk', 1)).toHaveLength(1);
    expect(await search('silk', 2)).toEqual((await search('silk')).slice(0, 2));
    expect((await search('e', 0)).length).toBeLessThanOrEqual(1);
  });

  it('finds a product added after the vocabulary was cached', async () => {
    expect(await search('zardozi')).toEqual([]);
    const category = await test.db.selectFrom('categories').select('id').where('store_id', '=', storeId).executeTakeFirstOrThrow();
    const row = await test.db
      .insertInto('products')
      .values(productRow(storeId, category.id, 'late-1', 'Zardozi Clutch', 'clutch bag'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await search('zardozi')).toEqual([row.id]);
  });

  it('finds a product by its category, material and colours too, below the products that say the word in their name', async () => {
    const category = await test.db.selectFrom('categories').select('id').where('store_id', '=', storeId).executeTakeFirstOrThrow();
    // As the console writes it: search_keywords holds the category's, the material's and the colours' words.
    const stole = await test.db
      .insertInto('products')
      .values({ ...productRow(storeId, category.id, 'late-2', 'Handwoven Stole', 'all everything silk maroon'), material: 'Silk', colors: '["Maroon"]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const silk = await search('silk');
    expect(names(silk).slice(0, 3).sort()).toEqual(['Banarasi Silk Saree', 'Kanjeevaram Silk Saree', 'Silk Dupatta']);
    expect(silk.slice(3)).toEqual([stole.id]);
    expect(await search('maroon stole')).toEqual([stole.id]);
    expect(await search('everything')).toContain(stole.id);
  });

  it('tries typos only when the words as typed find too few, and ranks what they add below', async () => {
    const category = await test.db.selectFrom('categories').select('id').where('store_id', '=', storeId).executeTakeFirstOrThrow();
    // One product misspelt as a shopper might type: the typo is also a word of the store now.
    const misspelt = await test.db
      .insertInto('products')
      .values(productRow(storeId, category.id, 'late-3', 'Kurtaa Set', ''))
      .returning('id')
      .executeTakeFirstOrThrow();
    // As a console change would: the store's words are read again.
    forgetVocabulary(test.db, storeId);
    const found = await search('kurtaa');
    expect(found[0]).toBe(misspelt.id);
    // One exact match is too few: the kurtas the shopper meant (and kurtis, another spelling) follow it.
    expect(names(found.slice(1)).sort()).toEqual(['Chanderi Kurti', 'Cotton Anarkali Kurta', "Men's Kurta Pyjama"]);
  });
});

describe('search expressions', () => {
  it('reduce any text to quoted letter-and-digit tokens', () => {
    const words = queryWords('"silk" OR sa*ree; DROP t-shirt x');
    expect(words).toEqual([['silk'], ['or'], ['sa', 'ree'], ['drop'], ['t', 'shirt'], ['x']]);
    expect(ftsExpression([[['t', 'shirt'], ['tshirt']], [['x']]])).toBe('("t shirt"* OR "tshirt"*) AND ("x")');
    expect(tsqueryExpression([[['t', 'shirt'], ['tshirt']], [['x']]])).toBe('(t <-> shirt:* | tshirt:*) & (x)');
    expect(queryWords('a '.repeat(50))).toEqual([['a']]);
    expect(queryWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(10);
  });
});

describe('search plans', () => {
  const counts = new Map([['anarkali', 40], ['kurta', 900], ['kurti', 300], ['saree', 800], ['silk', 500], ['suits', 3]]);
  const vocabulary: Vocabulary = { terms: [...counts.keys()].sort(), counts, accented: new Map(), shelves: { byCategory: new Map(), bySubcategory: new Map() } };
  const plan = (text: string) => planSearch(vocabulary, queryWords(text));

  it('asks for other spellings and a known singular in the exact pass', () => {
    expect(plan('sari').exact).toEqual([[['sari'], ['saree']]]);
    expect(plan('sarees').exact).toEqual([[['sarees'], ['saree'], ['sari']]]);
    expect(plan('t-shirt').exact).toEqual([[['t', 'shirt'], ['tshirt'], ['tee']]]);
    // "suits" is the store's word: no singular is tried; "shoes" -> "sho" never is.
    expect(plan('suits').exact).toEqual([[['suits']]]);
  });

  it('keeps typos for a second pass, worked out only when asked for', () => {
    const typo = plan('silk kurtaa');
    expect(typo.exact).toBeNull();
    expect(typo.fuzzy()?.[1]).toEqual([['kurta'], ['kurti'], ['kurtha']]);
    expect(plan('silk').fuzzy()).toBeNull();
    // A word with no exact or typo match is dropped; a query of nothing else is asked as typed.
    expect(plan('silk xqzwv').exact).toEqual([[['silk']]]);
    expect(plan('xqzwv').exact).toEqual([[['xqzwv']]]);
  });
});

describe('pages of a result', () => {
  const rows: ResultRow[] = [
    { id: 1, name: 'Silk Saree', categoryId: 1, originalPrice: 2500, discountPrice: 1999 },
    { id: 2, name: 'cotton kurta', categoryId: 2, originalPrice: 900, discountPrice: 499 },
    { id: 3, name: 'Anarkali Kurta', categoryId: 2, originalPrice: 1000, discountPrice: 499 },
    { id: 4, name: 'Steel Tiffin', categoryId: 3, originalPrice: 100, discountPrice: 99 },
    { id: 5, name: 'Kurta Set', categoryId: 2, originalPrice: 3000, discountPrice: 2999 },
  ];
  const view = (v: Partial<ResultView>): ResultView => ({ sort: 'featured', band: 'all', name: '', categoryId: null, offset: 0, limit: 24, ...v });

  it('filters and sorts the whole result before cutting the page, keeping server order on ties', () => {
    expect(pageOf(rows, view({ sort: 'priceLowToHigh', limit: 3 })).ids).toEqual([4, 2, 3]);
    expect(pageOf(rows, view({ sort: 'priceLowToHigh', offset: 3, limit: 3 })).ids).toEqual([1, 5]);
    expect(pageOf(rows, view({ sort: 'nameAZ' })).ids).toEqual([3, 2, 5, 1, 4]);
    expect(pageOf(rows, view({ band: '100-1000', sort: 'priceHighToLow' })).ids).toEqual([2, 3, 4]);
    expect(pageOf(rows, view({ name: ' KURTA ', limit: null })).ids).toEqual([2, 3, 5]);
  });

  it('counts the filtered products and, before the filters, each category', () => {
    const page = pageOf(rows, view({ categoryId: 2, band: '100-1000', limit: 1 }));
    expect(page).toEqual({ ids: [2], total: 2, resultCount: 5, categoryCounts: [{ id: 1, count: 1 }, { id: 2, count: 3 }, { id: 3, count: 1 }] });
  });
});
