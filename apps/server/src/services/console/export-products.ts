import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/database.ts';
import { csvColumns, listSeparator, type CsvColumn } from './import/columns.ts';
import { neutralise } from './import/formula-cells.ts';

/** Products are read in pages of this many, so a 10,000-product shop streams without being held whole. */
const pageSize = 500;

const rupees = (paise: number) => (paise / 100).toFixed(2);
const listOf = (json: string | null) => (json ? (JSON.parse(json) as string[]).join(listSeparator) : '');
const attributesOf = (json: string) => (json === '{}' || json === '' ? '' : json);

/** One page of products (after `afterId`) as CSV rows, one per size; a product without sizes gets none (a row is a size). */
async function pageRows(db: Db, storeId: number, afterId: number): Promise<{ rows: Array<Record<CsvColumn, string>>; lastId: number | null }> {
  const products = await db.selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .selectAll('p').select(['c.name as category', 's.name as subcategory'])
    .where('p.store_id', '=', storeId).where('p.id', '>', afterId).orderBy('p.id').limit(pageSize).execute();
  if (products.length === 0) return { rows: [], lastId: null };
  const ids = products.map((p) => p.id);
  const [sizes, images] = await Promise.all([
    db.selectFrom('product_sizes').select(['product_id', 'sku', 'label', 'stock']).where('product_id', 'in', ids).orderBy('product_id').orderBy('sort').orderBy('id').execute(),
    db.selectFrom('product_images').select(['product_id', 'file']).where('product_id', 'in', ids).orderBy('product_id').orderBy('sort').orderBy('id').execute(),
  ]);
  const rows: Array<Record<CsvColumn, string>> = [];
  for (const p of products) {
    const gallery = images.filter((i) => i.product_id === p.id).map((i) => i.file).join(listSeparator);
    const product = {
      product: p.asin, name: p.name, category: p.category, subcategory: p.subcategory ?? '',
      original_price: rupees(p.original_price), discount_price: rupees(p.discount_price), delivery_charge: rupees(p.delivery_charge),
      status: p.status, hsn: p.hsn_code ?? '', gst_rate: p.gst_rate_bp === null ? '' : String(p.gst_rate_bp / 100),
      short_description: p.description, description: p.long_description, material: p.material ?? '', colours: listOf(p.colors),
      badges: [p.badge, p.badge1].filter((b) => b).join(listSeparator), attributes: attributesOf(p.attributes),
      youtube: p.youtube_link ?? '', featured: p.featured_rank === null ? '' : String(p.featured_rank), images: gallery,
    };
    for (const size of sizes.filter((s) => s.product_id === p.id)) {
      rows.push({ sku: size.sku ?? '', ...product, size: size.label, stock: String(size.stock) });
    }
  }
  return { rows, lastId: products.at(-1)!.id };
}

/**
 * Every product of the store as CSV, one row per size in the import's columns, streamed page by
 * page. Cells a spreadsheet would run as a formula are written as text (formula-cells.ts).
 */
export function exportProducts(db: Db, storeId: number): ReadableStream<Uint8Array> {
  const csv = stringify({ header: true, columns: [...csvColumns], cast: { string: neutralise } });
  void (async () => {
    try {
      let afterId = 0;
      for (;;) {
        const { rows, lastId } = await pageRows(db, storeId, afterId);
        if (lastId === null) break;
        for (const row of rows) {
          if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
        }
        afterId = lastId;
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
