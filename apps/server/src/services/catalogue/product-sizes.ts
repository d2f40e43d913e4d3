import { sql } from 'kysely';
import { compiledForIds } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';

export interface SizeRecord { id: number; label: string; stock: number }

/** A size as browsing keeps it in memory with its product: everything but its stock. */
export interface SizeLabel { id: number; label: string }

/** A product as browsing keeps it: its id and its sizes in display order. */
export interface ProductWithSizeLabels { id: number; sizeLabels: readonly SizeLabel[] }

interface SizeRow { product_id: number; id: number; label: string; stock: number }

function sizesQuery(db: Db, ids: readonly number[]) {
  return db.selectFrom('product_sizes').select(['product_id', 'id', 'label', 'stock'])
    .where('product_id', 'in', ids).orderBy('product_id').orderBy('sort').orderBy('id');
}

/**
 * Each size's stock as `product:size:stock` entries joined by commas, in one text: from the
 * (product_id, stock) index alone, and one value to hand over instead of a row object per size,
 * which cost more than SQLite took to find them. `string_agg` is PostgreSQL's and SQLite's (3.44+).
 */
function stockQuery(db: Db, ids: readonly number[]) {
  return db.selectFrom('product_sizes')
    .select(sql<string | null>`string_agg(product_id || ':' || id || ':' || stock, ',')`.as('stock'))
    .where('product_id', 'in', ids);
}

// Every product page and listing page reads its stock live (decision 015), so these run on every
// browsing call. Building and compiling them with Kysely cost more than the database took to run
// them; their SQL depends only on how many products are asked for, so each count is compiled once
// per engine (a page of 24, a product page's 1) and run with the ids as they come, at
// once on SQLite when no transaction is open (compiled-once.ts, decisions 038 and 059).
const sizesOf = compiledForIds(sizesQuery);
const stockOf = compiledForIds(stockQuery);

/** The products' sizes with their stock as it is now, by product id, in display order. */
export async function sizesByProduct(db: Db, ids: readonly number[]): Promise<Map<number, SizeRecord[]>> {
  const sizes = new Map<number, SizeRecord[]>();
  if (ids.length === 0) return sizes;
  const rows: SizeRow[] = await sizesOf(db, ids);
  for (const row of rows) {
    const size = { id: row.id, label: row.label, stock: row.stock };
    const list = sizes.get(row.product_id);
    if (list) list.push(size);
    else sizes.set(row.product_id, [size]);
  }
  return sizes;
}

const [zero, colon, comma] = ['0', ':', ','].map((c) => c.charCodeAt(0)) as [number, number, number];

/** Stock as it is now by size id, with the size's product, read from one `product:size:stock,…` text. */
async function stockBySize(db: Db, ids: readonly number[]): Promise<Map<number, { productId: number; stock: number }>> {
  const rows = await stockOf(db, ids);
  const stock = new Map<number, { productId: number; stock: number }>();
  // Digits, colons and commas only: read in one pass (split and Number took longer than the query).
  const text = rows[0]?.stock ?? '';
  let productId = 0;
  let sizeId = 0;
  let field = 0;
  let value = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : comma;
    if (code === colon) {
      if (field === 0) productId = value;
      else sizeId = value;
      field++;
      value = 0;
    } else if (code === comma) {
      if (field === 2) stock.set(sizeId, { productId, stock: value });
      field = 0;
      value = 0;
    } else {
      value = value * 10 + code - zero;
    }
  }
  return stock;
}

/**
 * Products' sizes as kept in memory, with their stock as it is now (one small query). A product
 * whose sizes changed since it was kept (one added or removed by anything but the console, which
 * moves the store's version) has its sizes read afresh, so a size never goes missing or shows
 * twice.
 */
export async function withLiveStock(db: Db, products: readonly ProductWithSizeLabels[]): Promise<Map<number, SizeRecord[]>> {
  const sizes = new Map<number, SizeRecord[]>();
  if (products.length === 0) return sizes;
  const stock = await stockBySize(db, products.map((p) => p.id));
  const sizesNow = new Map<number, number>();
  for (const { productId } of stock.values()) sizesNow.set(productId, (sizesNow.get(productId) ?? 0) + 1);
  const changed: number[] = [];
  for (const product of products) {
    const list: SizeRecord[] = [];
    for (const { id, label } of product.sizeLabels) {
      const now = stock.get(id);
      if (now?.productId !== product.id) break;
      list.push({ id, label, stock: now.stock });
    }
    if (list.length === product.sizeLabels.length && (sizesNow.get(product.id) ?? 0) === list.length) sizes.set(product.id, list);
    else changed.push(product.id);
  }
  if (changed.length > 0) for (const [id, list] of await sizesByProduct(db, changed)) sizes.set(id, list);
  return sizes;
}
