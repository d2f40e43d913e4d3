import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { ProductListQuery, ProductListReply, ProductSort } from '@haat/shared/console-api';
import { paiseToRupees, rupeesToPaise } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { lowStockThreshold } from './low-stock.ts';

/** Counting stops here: "10,000+" is all a reseller needs to know, and a count never scans the whole catalogue. */
export const totalCap = 10_000;

type From = Database & { p: Database['products'] };
type Query = SelectQueryBuilder<From, 'p', object>;

/** Each sort's column, its default direction, and the cursor value's type. */
const sorts = {
  updated: { column: 'p.updated_at', direction: 'desc', value: z.string() },
  created: { column: 'p.created_at', direction: 'desc', value: z.string() },
  name: { column: 'p.name', direction: 'asc', value: z.string() },
  price: { column: 'p.discount_price', direction: 'asc', value: z.number().int() },
} as const satisfies Record<ProductSort, { column: string; direction: 'asc' | 'desc'; value: z.ZodType }>;

const sizesOf = (eb: ExpressionBuilder<From, 'p'>) => eb.selectFrom('product_sizes as ps').select(sql`1`.as('one')).whereRef('ps.product_id', '=', 'p.id');

/** The filters, shared by the page and its count. */
function filtered(db: Db, storeId: number, query: ProductListQuery, threshold: number): Query {
  let q = (db as unknown as import('kysely').Kysely<From>).selectFrom('products as p').where('p.store_id', '=', storeId);
  q = query.status ? q.where('p.status', '=', query.status) : q.where('p.status', 'in', ['draft', 'published']);
  if (query.category_id) q = q.where('p.category_id', '=', query.category_id);
  if (query.subcategory_id) q = q.where('p.subcategory_id', '=', query.subcategory_id);
  if (query.price_min !== undefined) q = q.where('p.discount_price', '>=', rupeesToPaise(query.price_min));
  if (query.price_max !== undefined) q = q.where('p.discount_price', '<=', rupeesToPaise(query.price_max));
  if (query.stock === 'in') q = q.where((eb) => eb.exists(sizesOf(eb).where('ps.stock', '>', 0)));
  if (query.stock === 'low') q = q.where((eb) => eb.exists(sizesOf(eb).where('ps.stock', '<=', threshold)));
  if (query.stock === 'out') q = q.where((eb) => eb.not(eb.exists(sizesOf(eb).where('ps.stock', '>', 0))));
  const text = query.q?.trim();
  if (text) {
    // A SKU matches exactly (the unique index); a name by substring, any case.
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([
      sql<boolean>`lower(${eb.ref('p.name')}) like ${pattern} escape '\\'`,
      eb('p.id', 'in', eb.selectFrom('product_sizes').select('product_id').where('store_id', '=', storeId).where('sku', '=', text)),
    ]));
  }
  return q;
}

/** The console's product list: filters, one of four sorts with the id as tie-break, keyset pages and a capped total. */
export async function listProducts(db: Db, storeId: number, query: ProductListQuery): Promise<ProductListReply> {
  const sort = sorts[query.sort ?? 'updated'];
  const direction = query.direction ?? sort.direction;
  const limit = query.limit ?? 50;
  const threshold = query.stock === 'low' ? await lowStockThreshold(db, storeId) : 0;
  const base = filtered(db, storeId, query, threshold);
  let page = base;
  if (query.after) {
    const [value, id] = decodeCursor(query.after, sort.value);
    page = page.where((eb) => eb(eb.refTuple(sort.column, 'p.id'), direction === 'asc' ? '>' : '<', eb.tuple(value as never, id)));
  }
  const [rows, counted] = await Promise.all([
    page.innerJoin('categories as c', 'c.id', 'p.category_id').leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
      .select([
        'p.id', 'p.asin', 'p.name', 'p.image', 'p.category_id', 'c.name as category_name', 'p.subcategory_id', 's.name as subcategory_name',
        'p.original_price', 'p.discount_price', 'p.status', 'p.updated_at', 'p.created_at',
        (eb) => eb.selectFrom('product_sizes as ps').select((e) => e.fn.coalesce(e.fn.sum<number>('ps.stock'), sql<number>`0`).as('s')).whereRef('ps.product_id', '=', 'p.id').as('stock_total'),
        (eb) => eb.selectFrom('product_sizes as ps').select((e) => e.fn.countAll<number>().as('n')).whereRef('ps.product_id', '=', 'p.id').as('size_count'),
      ])
      .orderBy(sort.column, direction).orderBy('p.id', direction).limit(limit + 1).execute(),
    db.selectFrom(base.select(sql`1`.as('one')).limit(totalCap + 1).as('t')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, limit).map((row) => ({
    id: row.id, asin: row.asin, name: row.name, image: row.image,
    category: { id: row.category_id, name: row.category_name },
    subcategory: row.subcategory_id !== null && row.subcategory_name !== null ? { id: row.subcategory_id, name: row.subcategory_name } : null,
    original_price: paiseToRupees(row.original_price), discount_price: paiseToRupees(row.discount_price),
    status: row.status, stock_total: Number(row.stock_total ?? 0), size_count: Number(row.size_count ?? 0), updated_at: row.updated_at,
  }));
  const last = rows[limit - 1];
  const lastValue = last && { updated: last.updated_at, created: last.created_at, name: last.name, price: last.discount_price }[query.sort ?? 'updated'];
  const total = Number(counted.n);
  return {
    items,
    next: rows.length > limit && last ? encodeCursor(lastValue!, last.id) : null,
    total: Math.min(total, totalCap),
    total_capped: total > totalCap,
  };
}
