// A valid request for each catalogue call, for the role matrix (decision 021 §7).
import type { Db } from '../../../src/db/database.ts';
import type { ConsoleExamples, ExampleContext } from '../console-support.ts';

let made = 0;
const unique = (what: string) => `${what} ${Date.now().toString(36)}${(made += 1)}`;

async function freshProduct({ db, fx, now }: ExampleContext): Promise<number> {
  const at = now.toISOString();
  const { id } = await db.insertInto('products').values({
    store_id: fx.storeId, asin: unique('example').replace(/\s/g, '-'), name: unique('Example product'), category_id: fx.categories.kurtas,
    subcategory_id: null, description: '', long_description: '', image: '', rating: 0, rating_count: 0, original_price: 10000,
    discount_price: 9000, delivery_charge: 0, attributes: '{}', search_keywords: '', created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('product_sizes').values({ store_id: fx.storeId, product_id: id, label: 'M', stock: 5, sort: 0 }).execute();
  return id;
}

async function sizeIds(db: Db, productId: number): Promise<number[]> {
  return (await db.selectFrom('product_sizes').select('id').where('product_id', '=', productId).orderBy('sort').orderBy('id').execute()).map((row) => row.id);
}

async function emptyCategory({ db, fx }: ExampleContext): Promise<number> {
  return (await db.insertInto('categories').values({ store_id: fx.storeId, group_id: fx.groups.home, name: unique('Empty'), image: '', url: null, sort: 99 })
    .returning('id').executeTakeFirstOrThrow()).id;
}

export const catalogueExamples: ConsoleExamples = {
  productList: () => ({ query: { q: 'kurta', sort: 'name', limit: '10' } }),
  productGet: ({ fx }) => ({ params: { id: fx.products.anarkali } }),
  productCreate: ({ fx }) => ({ body: { name: unique('New kurta'), category_id: fx.categories.kurtas, original_price: 999, discount_price: 799 } }),
  productUpdate: async (context) => {
    const id = await freshProduct(context);
    const row = await context.db.selectFrom('products').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow();
    return { params: { id }, body: { name: unique('Renamed'), expected_updated_at: row.updated_at } };
  },
  productDuplicate: ({ fx }) => ({ params: { id: fx.products.saree } }),
  productPublish: async (context) => ({ params: { id: await freshProduct(context) } }),
  productUnpublish: async (context) => ({ params: { id: await freshProduct(context) } }),
  productArchive: async (context) => ({ params: { id: await freshProduct(context) } }),
  productRestore: async (context) => {
    const id = await freshProduct(context);
    await context.db.updateTable('products').set({ status: 'archived' }).where('id', '=', id).execute();
    return { params: { id } };
  },
  sizeCreate: async (context) => ({ params: { id: await freshProduct(context) }, body: { label: 'XL', stock: 2 } }),
  sizeUpdate: async (context) => {
    const id = await freshProduct(context);
    return { params: { id, sizeId: (await sizeIds(context.db, id))[0]! }, body: { label: 'Medium' } };
  },
  sizeRemove: async (context) => {
    const id = await freshProduct(context);
    return { params: { id, sizeId: (await sizeIds(context.db, id))[0]! } };
  },
  sizeOrder: async (context) => {
    const id = context.fx.products.anarkali;
    return { params: { id }, body: { ids: (await sizeIds(context.db, id)).toReversed() } };
  },
  stockAdjust: async (context) => {
    const id = await freshProduct(context);
    return { params: { id, sizeId: (await sizeIds(context.db, id))[0]! }, body: { delta: 3, reason: 'restock' } };
  },
  stockMovements: ({ fx }) => ({ params: { id: fx.products.anarkali } }),
  lowStock: () => ({}),
  lowStockThreshold: () => ({ body: { threshold: 5 } }),
  categoryTree: () => ({}),
  groupCreate: () => ({ body: { name: unique('Group') } }),
  groupUpdate: ({ fx }) => ({ params: { id: fx.groups.home }, body: { name: 'Home & Kitchen' } }),
  groupRemove: async ({ db, fx }) => ({
    params: { id: (await db.insertInto('category_groups').values({ store_id: fx.storeId, name: unique('Gone'), sort: 99 }).returning('id').executeTakeFirstOrThrow()).id },
  }),
  groupOrder: async ({ db, fx }) => ({
    body: { ids: (await db.selectFrom('category_groups').select('id').where('store_id', '=', fx.storeId).orderBy('sort').orderBy('id').execute()).map((row) => row.id) },
  }),
  categoryCreate: ({ fx }) => ({ body: { name: unique('Category'), group_id: fx.groups.home } }),
  categoryUpdate: ({ fx }) => ({ params: { id: fx.categories.kitchen }, body: { name: 'Kitchen' } }),
  categoryRemove: async (context) => ({ params: { id: await emptyCategory(context) } }),
  categoryOrder: async ({ db, fx }) => ({
    params: { id: fx.groups.women },
    body: { ids: (await db.selectFrom('categories').select('id').where('group_id', '=', fx.groups.women).orderBy('sort').orderBy('id').execute()).map((row) => row.id) },
  }),
  subcategoryCreate: ({ fx }) => ({ body: { name: unique('Sub'), category_id: fx.categories.sarees } }),
  subcategoryUpdate: ({ fx }) => ({ params: { id: fx.subcategories.silk }, body: { name: 'Silk Sarees' } }),
  subcategoryRemove: async (context) => ({
    params: { id: (await context.db.insertInto('subcategories').values({ store_id: context.fx.storeId, category_id: await emptyCategory(context), name: unique('Gone'), sort: 1 })
      .returning('id').executeTakeFirstOrThrow()).id },
  }),
  subcategoryOrder: async ({ db, fx }) => ({
    params: { id: fx.categories.kurtas },
    body: { ids: (await db.selectFrom('subcategories').select('id').where('category_id', '=', fx.categories.kurtas).orderBy('sort').orderBy('id').execute()).map((row) => row.id) },
  }),
  auditLog: () => ({ query: { entity: 'order', staff_id: 'system', action: 'order.accepted', from: '2026-01-01', to: '2026-03-31' } }),
};
