import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Insertable } from 'kysely';
import type { ProductTable } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, formatCategoryCounts, productListHeaders } from '@haat/shared/api';
import { shelvedRowsQuery, type ProductListFilter } from '../src/services/catalogue/catalogue.ts';
import {
  firstIdsQuery, listArraysQuery, pageOf, plainFirstPage, quickFirstPage, resultRows, resultSizeQuery, type ResultView,
} from '../src/services/search/search-results.ts';
import { apiSuite } from './support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';

/** A product row for these tests: what they vary, and plain values for every other column. */
function productRow(fields: Pick<Insertable<ProductTable>, 'store_id' | 'asin' | 'name' | 'category_id' | 'subcategory_id' | 'original_price' | 'discount_price' | 'featured_rank' | 'status'>): Insertable<ProductTable> {
  const now = new Date().toISOString();
  return {
    description: '', long_description: '', image: '', youtube_link: null, rating: 4, rating_count: 1, badge: null, badge1: null, material: null,
    delivery_charge: 0, colors: null, attributes: '{}', search_keywords: '', hsn_code: null, gst_rate_bp: null, published_at: null, archived_at: null,
    created_at: now, updated_at: now, ...fields,
  };
}

// A listing's result is read as one JSON array from its covering index (decision 038, migration
// 0016). It must be the same products in the same order, with the same prices, as the plain query
// it replaced: published only, featured rank first (each engine puts products without one where it
// always did), then id, at most 500.
describeEachEngine('a listing\'s result as one JSON array', (engine) => {
  const suite = apiSuite(engine);

  it('has the published products of the category, subcategory and group in the plain query\'s order, prices and counts', async () => {
    const db = suite.test.db;
    const store = await db.selectFrom('stores').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow();
    // Ranks repeated, missing and out of id order; a name with quotes and a backslash; prices with paise.
    const ranks = [3, null, 1, 3, null, 2, 1, null, 5, 4, null, 2];
    for (const [i, rank] of ranks.entries()) {
      await db.insertInto('products').values(productRow({
        store_id: store.id, asin: `order-test-${i}`, name: `Order "test" \\ ${i}`, category_id: suite.fx.categories.kurtas,
        subcategory_id: i % 2 === 0 ? suite.fx.subcategories.straight : null, original_price: 10_000 + i * 1_001, discount_price: 9_999 - i * 7,
        featured_rank: rank, status: i === 4 ? 'draft' : i === 9 ? 'archived' : 'published',
      })).execute();
    }
    const plain = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
      (await where(base()).orderBy('featured_rank').orderBy('id').limit(500).execute())
        .map((r) => ({ id: r.id, name: r.name, originalPrice: r.original_price / 100, discountPrice: r.discount_price / 100 }));
    const base = () => db.selectFrom('products').select(['id', 'name', 'original_price', 'discount_price']).where('status', '=', 'published').where('store_id', '=', store.id);
    const listed = async (type: 'cat' | 'subcat' | 'group', id: number) => {
      const reply = await suite.api.raw(apiPaths.productFilters, { method: 'POST', body: JSON.stringify({ search: '', subcat_id: id, type, limit: 100 }) });
      const products = (await reply.json()) as Array<{ id: number; name: string; originalPrice: number; discountPrice: number }>;
      return { products: products.map(({ id: productId, name, originalPrice, discountPrice }) => ({ id: productId, name, originalPrice, discountPrice })), total: reply.headers.get(productListHeaders.total) };
    };

    const category = await plain((q) => q.where('category_id', '=', suite.fx.categories.kurtas));
    expect(category.length).toBeGreaterThan(10);
    expect(await listed('cat', suite.fx.categories.kurtas)).toEqual({ products: category, total: String(category.length) });
    const subcategory = await plain((q) => q.where('subcategory_id', '=', suite.fx.subcategories.straight));
    expect(await listed('subcat', suite.fx.subcategories.straight)).toEqual({ products: subcategory, total: String(subcategory.length) });
    const women = await db.selectFrom('categories').select('id').where('group_id', '=', suite.fx.groups.women).execute();
    const group = await plain((q) => q.where('category_id', 'in', women.map((c) => c.id)));
    expect(await listed('group', suite.fx.groups.women)).toEqual({ products: group, total: String(group.length) });
    // An empty listing is an empty page, on both engines (SQLite aggregates to [], PostgreSQL to null).
    expect(await listed('cat', 999_999)).toEqual({ products: [], total: '0' });
  });
});

// A category's or subcategory's plain first page is read on its own when its whole result is not
// kept (decision 057). It must be the whole result's first page: the same products in the same
// order, the same counts; and a listing it cannot answer alone is left to the whole result.
describeEachEngine('a listing\'s first page read on its own', (engine) => {
  const suite = apiSuite(engine);
  const plainView = (limit: number): ResultView => ({ sort: 'featured', band: 'all', name: '', categoryId: null, offset: 0, limit });

  it('is the whole result\'s first page for every category and subcategory, at any page size', async () => {
    const db = suite.test.db;
    const store = (await db.selectFrom('stores').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow()).id;
    const listings = [
      ...(await db.selectFrom('categories').select('id').where('store_id', '=', store).execute()).map((c) => ({ kind: 'category' as const, id: c.id })),
      ...(await db.selectFrom('subcategories').select('id').where('store_id', '=', store).execute()).map((c) => ({ kind: 'subcategory' as const, id: c.id })),
      { kind: 'category' as const, id: 999_999 },
    ];
    let compared = 0;
    for (const listing of listings) {
      for (const limit of [1, 5, 24, 500]) {
        const plain = plainFirstPage(listing, plainView(limit));
        if (!plain) throw new Error('a category\'s first page is a plain first page');
        const quick = await quickFirstPage(db, store, plain);
        // A fresh version each time: the whole result is read, not the one kept a moment ago.
        const whole = pageOf(await resultRows(db, store, listing, 1_000 + compared), plainView(limit));
        if (quick === undefined) throw new Error(`${listing.kind} ${listing.id} spans several categories`);
        expect(quick, `${listing.kind} ${listing.id}, ${limit} a page`).toEqual(whole);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('is only a featured, unfiltered first page of a category or subcategory', () => {
    const category = { kind: 'category' as const, id: 1 };
    expect(plainFirstPage(category, plainView(24))).toEqual({ kind: 'category', id: 1, limit: 24 });
    expect(plainFirstPage({ kind: 'group', id: 1 }, plainView(24))).toBeUndefined();
    expect(plainFirstPage({ kind: 'search', text: 'kurta' }, plainView(24))).toBeUndefined();
    for (const change of [{ sort: 'nameAZ' }, { band: 'under500' }, { name: 'silk' }, { categoryId: 1 }, { offset: 24 }, { limit: null }] as const) {
      expect(plainFirstPage(category, { ...plainView(24), ...change } as ResultView), JSON.stringify(change)).toBeUndefined();
    }
  });

  it('leaves a subcategory whose products span two categories to the whole result, counts in order of first appearance', async () => {
    const db = suite.test.db;
    const store = (await db.selectFrom('stores').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow()).id;
    // Two products added to a subcategory: one in its category, and one moved to another
    // category but left in the subcategory, after the first in the listing's order.
    const other = await db.selectFrom('categories').select('id').where('store_id', '=', store).where('id', '!=', suite.fx.categories.kurtas).executeTakeFirstOrThrow();
    for (const [i, category] of [suite.fx.categories.kurtas, other.id].entries()) {
      await db.insertInto('products').values(productRow({
        store_id: store, asin: `span-test-${i}`, name: `Span test ${i}`, category_id: category, subcategory_id: suite.fx.subcategories.straight,
        original_price: 10_000, discount_price: 9_000, featured_rank: 1_000 + i, status: 'published',
      })).execute();
    }
    const listing = { kind: 'subcategory' as const, id: suite.fx.subcategories.straight };
    expect(await quickFirstPage(db, store, { ...listing, limit: 24 })).toBeUndefined();
    const reply = await suite.api.raw(apiPaths.productFilters, { method: 'POST', body: JSON.stringify({ search: '', subcat_id: listing.id, type: 'subcat', limit: 24 }) });
    expect(reply.status).toBe(200);
    const whole = pageOf(await resultRows(db, store, listing, 9_999), plainView(24));
    expect(whole.categoryCounts.map((c) => c.id)).toEqual([suite.fx.categories.kurtas, other.id]);
    expect(reply.headers.get(productListHeaders.categories)).toBe(formatCategoryCounts(whole.categoryCounts));
    expect(((await reply.json()) as Array<{ id: number }>).map((p) => p.id)).toEqual(whole.ids);
  });
});

// SQLite keeps no table statistics: were it to pick another index (the console's start with
// store_id too), a first-asked listing would read every row again. Migration 0016's indexes must
// answer each kind of listing alone.
describe('a listing\'s query plan on SQLite', () => {
  let test: TestDatabase;
  let raw: DatabaseSync;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    raw = new DatabaseSync(test.url, { readOnly: true });
  });
  afterAll(async () => {
    raw.close();
    await test.drop();
  });
  const explain = (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
    const { sql, parameters } = query.compile();
    return (raw.prepare(`explain query plan ${sql}`).all(...(parameters as SQLInputValue[])) as Array<{ detail: string }>).map((r) => r.detail).join('\n');
  };

  it('reads a category, a subcategory and a group from the covering indexes alone', () => {
    const plan = (filter: ProductListFilter) => explain(listArraysQuery(test.db, 1, filter));
    expect(plan({ kind: 'category', id: 1 })).toMatch(/SEARCH p USING COVERING INDEX products_listing_category_rows/);
    expect(plan({ kind: 'subcategory', id: 1 })).toMatch(/SEARCH p USING COVERING INDEX products_listing_subcategory_rows/);
    expect(plan({ kind: 'group', id: 1 })).toMatch(/SEARCH p USING COVERING INDEX products_listing_category_rows/);
    expect(plan({ kind: 'group', id: 1 })).not.toMatch(/SCAN p\b/);
    // A plain first page's two reads (decision 057) use the same indexes.
    for (const kind of ['category', 'subcategory'] as const) {
      for (const query of [firstIdsQuery(test.db, 1, { kind, id: 1, limit: 24 }), resultSizeQuery(test.db, 1, { kind, id: 1 })]) {
        expect(explain(query)).toMatch(new RegExp(`SEARCH p USING COVERING INDEX products_listing_${kind}_rows`));
        expect(explain(query)).not.toMatch(/TEMP B-TREE|SCAN p\b/);
      }
    }
  });

  // Decision 060: the page's products come with their pictures and sizes read in display order
  // from their indexes, with no sorter per product.
  it('reads a page\'s pictures and sizes from their (product_id, sort) indexes in order, with no sort of its own', () => {
    const plan = explain(shelvedRowsQuery(test.db, [1, 2, 3]));
    expect(plan).toMatch(/SEARCH i USING INDEX product_images_product \(product_id=\?\)/);
    expect(plan).toMatch(/SEARCH z USING INDEX product_sizes_product \(product_id=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
