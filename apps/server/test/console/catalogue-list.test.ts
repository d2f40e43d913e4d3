import { beforeAll, expect, it } from 'vitest';
import { ConsoleApiError, catalogueMessages, type ProductListQuery } from '@haat/shared/console-api';
import { apiSuite } from '../support/api-app.ts';
import { signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';

describeEachEngine('console catalogue: product list and categories', (engine) => {
  const suite = apiSuite(engine);
  let owner: SignedInStaff;
  const bulk = 10_050;
  beforeAll(async () => {
    owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    // Enough products in one subcategory to pass the count's cap.
    const at = '2026-02-01T00:00:00.000Z';
    for (let start = 0; start < bulk; start += 500) {
      await suite.test.db.insertInto('products').values(Array.from({ length: Math.min(500, bulk - start) }, (_, i) => ({
        store_id: suite.fx.storeId, asin: `bulk-${start + i}`, name: `Bulk tee ${String(start + i).padStart(5, '0')}`, category_id: suite.fx.categories.kitchen,
        subcategory_id: suite.fx.subcategories.tiffins, description: '', long_description: '', image: '', rating: 0, rating_count: 0,
        original_price: 50_000, discount_price: 10_000 + ((start + i) % 97) * 100, delivery_charge: 0, attributes: '{}', search_keywords: '',
        created_at: at, updated_at: new Date(Date.parse(at) + ((start + i) % 13) * 1000).toISOString(),
      }))).execute();
    }
  }, 120_000);

  const walk = async (query: ProductListQuery, between?: (page: number) => Promise<void>) => {
    const ids: number[] = [];
    let after: string | undefined;
    let page = 0;
    do {
      const reply = await owner.client.productList({ ...query, after, limit: 100 });
      ids.push(...reply.items.map((row) => row.id));
      after = reply.next ?? undefined;
      page += 1;
      if (between) await between(page);
    } while (after);
    return ids;
  };

  it('caps the total at 10,000 and says so; a narrower filter counts exactly', async () => {
    const all = await owner.client.productList({ subcategory_id: suite.fx.subcategories.tiffins, limit: 5 });
    expect([all.total, all.total_capped, all.items.length]).toEqual([10_000, true, 5]);
    const few = await owner.client.productList({ category_id: suite.fx.categories.kurtas });
    expect([few.total, few.total_capped]).toEqual([few.items.length, false]);
  });

  it.each(['updated', 'name', 'price', 'created'] as const)('walks every row exactly once by %s while rows are edited between pages', async (sort) => {
    const query: ProductListQuery = { sort, q: 'Bulk tee 01', category_id: suite.fx.categories.kitchen };
    const expected = (await walk(query)).toSorted((a, b) => a - b);
    expect(expected).toHaveLength(1000);
    // Editing rows not yet reached moves them in an updated-sort; a keyset walk still meets each once.
    const seen = await walk(query, async (page) => {
      const row = await suite.test.db.selectFrom('products').select(['id', 'updated_at']).where('name', '=', `Bulk tee 01${String(900 - page).padStart(3, '0')}`).executeTakeFirstOrThrow();
      await owner.client.productUpdate(row.id, { delivery_charge: page, expected_updated_at: row.updated_at });
    });
    expect(new Set(seen).size).toBe(seen.length);
    if (sort !== 'updated') expect(seen.toSorted((a, b) => a - b)).toEqual(expected);
  });

  it('filters by SKU, name, status, stock and price', async () => {
    const sizes = await owner.client.productGet(suite.fx.products.straight);
    await owner.client.sizeUpdate(suite.fx.products.straight, sizes.sizes[0]!.id, { sku: 'STR-100' });
    expect((await owner.client.productList({ q: 'STR-100' })).items.map((row) => row.id)).toEqual([suite.fx.products.straight]);
    expect((await owner.client.productList({ q: 'anarkali' })).items.map((row) => row.name)).toEqual(['Cotton Anarkali Kurta']);
    const kurtas = { category_id: suite.fx.categories.kurtas };
    const draft = await owner.client.productCreate({ name: 'Draft kurta', ...kurtas, original_price: 100, discount_price: 100 });
    expect((await owner.client.productList({ ...kurtas, status: 'draft' })).items.map((row) => row.id)).toEqual([draft.id]);
    await owner.client.productArchive(suite.fx.products.holi);
    expect((await owner.client.productList(kurtas)).items.map((row) => row.id)).not.toContain(suite.fx.products.holi);
    expect((await owner.client.productList({ ...kurtas, status: 'archived' })).items.map((row) => row.id)).toEqual([suite.fx.products.holi]);
    const out = (await owner.client.productList({ ...kurtas, stock: 'out' })).items.map((row) => row.id);
    expect(out).toEqual([draft.id]);
    const cheap = await owner.client.productList({ ...kurtas, price_min: 800, price_max: 900 });
    expect(cheap.items.map((row) => [row.name, row.discount_price, row.stock_total, row.size_count])).toEqual([['Cotton Anarkali Kurta', 899, 8, 3]]);
    const bad = await owner.raw('GET', '/api/console/products?sort=colour&after=bm90LWpzb24');
    expect(bad.status).toBe(400);
    const forged = await owner.raw('GET', `/api/console/products?sort=price&after=${Buffer.from('["x",1]').toString('base64url')}`);
    expect(((await forged.json()) as { message: string }).message).toBe(catalogueMessages.badCursor);
  });

  it('refuses to delete a category, subcategory or group that still holds products, naming the count', async () => {
    const count = async () => Number((await suite.test.db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const error = await owner.client.categoryRemove(suite.fx.categories.sarees).then(() => { throw new Error('not refused'); }, (e: unknown) => e as ConsoleApiError);
    expect([error.status, error.message]).toEqual([409, catalogueMessages.stillHoldsProducts('category', 1)]);
    const group = await owner.client.groupRemove(suite.fx.groups.women).then(() => { throw new Error('not refused'); }, (e: unknown) => e as ConsoleApiError);
    expect(group.message).toMatch(/^This group still has \d+ products\./);
    expect(await count()).toBe(before);
    const tree = await owner.client.categoryTree();
    const sarees = tree.groups.flatMap((g) => g.categories).find((c) => c.id === suite.fx.categories.sarees)!;
    expect([sarees.product_count, sarees.subcategories[0]!.product_count]).toEqual([1, 1]);
  });

  it('creates, renames, moves, reorders and deletes categories, keeping search keywords right', async () => {
    const { id: groupId } = await owner.client.groupCreate({ name: 'Festive' });
    const { id: categoryId } = await owner.client.categoryCreate({ name: 'Lehengas', group_id: groupId, url: '' });
    const { id: subId } = await owner.client.subcategoryCreate({ name: 'Bridal', category_id: categoryId });
    await owner.client.subcategoryUpdate(suite.fx.subcategories.silk, { category_id: categoryId });
    const saree = await suite.test.db.selectFrom('products').select(['category_id', 'search_keywords']).where('id', '=', suite.fx.products.saree).executeTakeFirstOrThrow();
    expect(saree.category_id).toBe(categoryId);
    expect(saree.search_keywords.split(' ')).toEqual(expect.arrayContaining(['festive', 'lehengas', 'silk']));
    await owner.client.subcategoryOrder(categoryId, [suite.fx.subcategories.silk, subId]);
    const bad = await owner.client.subcategoryOrder(categoryId, [subId]).then(() => { throw new Error('not refused'); }, (e: unknown) => e as ConsoleApiError);
    expect(bad.fields).toEqual({ ids: catalogueMessages.order });
    expect((await owner.client.subcategoryRemove(subId)).id).toBe(subId);
    const link = await owner.raw('PATCH', `/api/console/categories/${categoryId}`, { url: 'javascript:alert(1)' });
    expect(((await link.json()) as { fields: Record<string, string> }).fields).toEqual({ url: catalogueMessages.categoryLink });
    const audit = await owner.client.auditLog({ staff_id: owner.id, entity: 'subcategory' });
    expect(audit.items.map((row) => row.action).slice(0, 4)).toEqual(['subcategory.remove', 'subcategory.order', 'subcategory.update', 'subcategory.create']);
    expect(audit.items[0]!.staff_name).toMatch(/^Test owner/);
  });
});
