import type { ArtworkRenderer } from '../../images/artwork/render.ts';
import type { Db } from '../database.ts';
import { buildProduct, type CatalogueSlot, type ProductDraft } from './product-factory.ts';

/** Products per transaction: big enough to be quick, small enough that a crash loses little. */
const productsPerTransaction = 2000;
/**
 * Rows per INSERT statement. A product row binds 26 values, so 500 rows stay well under
 * SQLite's 32,766 bound variables (PostgreSQL allows 65,535); image and size rows bind 4 or 5.
 */
const productRowsPerStatement = 500;
const childRowsPerStatement = 2000;
/** Featured products per group: the home page shows 6 per group, a couple more leave room. */
export const featuredPerGroup = 8;

export interface ProductRun {
  storeId: number;
  storeName: string;
  slots: readonly CatalogueSlot[];
  /** First catalogue position to build. */
  fromOrdinal: number;
  count: number;
  /** ASINs already in the store: positions whose ASIN exists are skipped, never duplicated. */
  existingAsins: ReadonlySet<string>;
  /** Featured products each group has so far; updated as products are ranked. */
  featuredCounts: Map<number, number>;
  /** Draws the pool pictures a batch uses before its rows point at them. */
  renderer: ArtworkRenderer;
  log: (message: string) => void;
}

/** Inserts `count` demo products with their gallery and sizes, in batched transactions; returns how many pictures it drew. */
export async function insertProducts(db: Db, run: ProductRun): Promise<number> {
  const now = Date.now();
  let ordinal = run.fromOrdinal;
  let inserted = 0;
  let rendered = 0;
  while (inserted < run.count) {
    const drafts: ProductDraft[] = [];
    while (drafts.length < Math.min(productsPerTransaction, run.count - inserted)) {
      const draft = buildProduct(ordinal++, run.slots, run.storeName, now);
      if (!run.existingAsins.has(draft.row.asin)) drafts.push(draft);
    }
    // Pictures first, so no row ever points at a file that is not there yet.
    rendered += await run.renderer.render(drafts.flatMap((d) => d.pictures));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < drafts.length; i += productRowsPerStatement) {
        await insertBatch(trx, run, drafts.slice(i, i + productRowsPerStatement));
      }
    });
    inserted += drafts.length;
    if (inserted % 10_000 === 0 || (inserted === run.count && run.count > 10_000)) {
      run.log(`  ${inserted.toLocaleString('en-IN')} of ${run.count.toLocaleString('en-IN')} products`);
    }
  }
  return rendered;
}

async function insertBatch(db: Db, run: ProductRun, drafts: ProductDraft[]): Promise<void> {
  const rows = drafts.map((d) => ({ ...d.row, store_id: run.storeId, featured_rank: nextFeaturedRank(run.featuredCounts, d.groupId) }));
  const ids = await db.insertInto('products').values(rows).returning(['id', 'asin']).execute();
  // Map by ASIN rather than trusting the order of RETURNING rows.
  const idOf = new Map(ids.map((r) => [r.asin, r.id]));
  const images = drafts.flatMap((d) => d.images.map((file, sort) => ({ store_id: run.storeId, product_id: idOf.get(d.row.asin)!, file, sort })));
  const sizes = drafts.flatMap((d) => d.sizes.map((s, sort) => ({ store_id: run.storeId, product_id: idOf.get(d.row.asin)!, label: s.label, stock: s.stock, sort })));
  for (let i = 0; i < images.length; i += childRowsPerStatement) {
    await db.insertInto('product_images').values(images.slice(i, i + childRowsPerStatement)).execute();
  }
  for (let i = 0; i < sizes.length; i += childRowsPerStatement) {
    await db.insertInto('product_sizes').values(sizes.slice(i, i + childRowsPerStatement)).execute();
  }
}

function nextFeaturedRank(counts: Map<number, number>, groupId: number): number | null {
  const count = counts.get(groupId) ?? 0;
  if (count >= featuredPerGroup) return null;
  counts.set(groupId, count + 1);
  return count + 1;
}
