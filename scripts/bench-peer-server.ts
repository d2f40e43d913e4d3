// `node scripts/bench-peer-server.ts DATABASE.sqlite`: a bare Hono + SQLite peer for the
// first-asked bench (bench-first-asked.ts), as issue 17 compared the Store API with one. It answers
// the two calls that bench times, a listing's first page and a product by slug, from the same
// catalogue with the same data: the page's ids and counts, each product with its pictures and
// sizes in the spec's field names, gzipped when asked. It does the least a server can: hand-written
// SQL prepared once, no cache, no validation, no middleware, no store but the default one, no stock
// version. What it takes is what any Node server answering these calls takes on this machine; the
// Store API's time above it is what the shop's rules and its safety cost. Writes its port to stdout.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';

const db = new DatabaseSync(process.argv[2] ?? '', { readOnly: true });
const store = (db.prepare('select id from stores where is_default = 1 order by id limit 1').get() as { id: number }).id;

// As the Store API's own statements read them (search-results.ts, catalogue.ts): a listing's
// products in its index's order, a group's being its categories', and each product's pictures and
// sizes as two JSON arrays from ordered sub-queries.
const listedBy = {
  cat: 'category_id = ?', subcat: 'subcategory_id = ?', group: 'category_id in (select id from categories where group_id = ?)',
} as const;
type ListingType = keyof typeof listedBy;
const perType = (sql: (where: string) => string) =>
  Object.fromEntries(Object.entries(listedBy).map(([type, where]) => [type, db.prepare(sql(where))])) as Record<ListingType, StatementSync>;
const firstIds = perType((where) => `select id from products where status = 'published' and store_id = ? and ${where} order by featured_rank, id limit ?`);
const resultSize = perType((where) => `select count(*) as n from (select 1 from products where status = 'published' and store_id = ? and ${where} limit 500)`);
const productColumns = `p.id, p.asin, p.name, p.image, p.category_id, c.name as category, p.subcategory_id, s.name as subcategory,
  p.rating, p.badge, p.colors, p.original_price, p.discount_price, p.delivery_charge,
  (select json_group_array(i.file) from (select file from product_images as i where i.product_id = p.id order by sort, id) as i) as images,
  (select json_group_array(json_array(z.id, z.label, z.stock)) from (select id, label, stock from product_sizes as z where z.product_id = p.id order by sort, id) as z) as sizes`;
const productsFrom = `from products as p join categories as c on c.id = p.category_id left join subcategories as s on s.id = p.subcategory_id`;
const byIds = new Map<number, StatementSync>();
const productsByIds = (count: number) => byIds.get(count) ?? byIds.set(count, db.prepare(
  `select ${productColumns} ${productsFrom} where p.status = 'published' and p.id in (${Array.from({ length: count }, () => '?').join(', ')})`,
)).get(count)!;
const productBySlug = db.prepare(`select ${productColumns}, p.description, p.long_description, p.youtube_link, p.rating_count, p.badge1, p.material
  ${productsFrom} where p.status = 'published' and p.store_id = ? and p.asin = ?`);

type Row = Record<string, string | number | null>;
const rupees = (paise: unknown) => Number(paise) / 100;

/** A product row in the spec's field names, as the Store API answers it. */
function summary(row: Row): Record<string, unknown> {
  const sizes = JSON.parse(String(row.sizes)) as Array<[number, string, number]>;
  return {
    id: row.id, name: row.name, ASIN: row.asin, image: row.image,
    thumbnail: (JSON.parse(String(row.images)) as string[]).map((file) => ({ CoImage: file })),
    categoryid: row.category_id, category: row.category, subcategoryid: row.subcategory_id, subcategory: row.subcategory ?? '',
    ratings: row.rating, badge: row.badge ?? '', sizes: sizes.map(([id, label, stock]) => ({ unit_id: id, Size_Desc: label, Stock: stock })),
    color: row.colors ? JSON.parse(String(row.colors)) as unknown : '',
    discountPrice: rupees(row.discount_price), originalPrice: rupees(row.original_price), recommendedSellingPrice: rupees(row.delivery_charge),
    quantity: sizes.reduce((sum, [, , stock]) => sum + stock, 0),
  };
}

/** The JSON as the answer, gzipped at zlib's fastest level when asked, with its length and the server's own time. */
function answer(c: Context, started: number, value: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(value);
  const gzip = text.length >= 1024 && (c.req.header('accept-encoding') ?? '').includes('gzip');
  const body = gzip ? zlib.gzipSync(text, { level: 1 }) : text;
  return new Response(body, {
    headers: {
      ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Server-Timing': `app;dur=${(performance.now() - started).toFixed(3)}`,
    },
  });
}

const app = new Hono();
app.post('/api/GetAllProductFilters', async (c) => {
  const started = performance.now();
  const { subcat_id: id, type, limit } = await c.req.json<{ subcat_id: number; type: ListingType; limit: number }>();
  const ids = (firstIds[type].all(store, id, limit) as Array<{ id: number }>).map((r) => r.id);
  const { n } = resultSize[type].get(store, id) as { n: number };
  const rows = ids.length === 0 ? [] : productsByIds(ids.length).all(...ids) as Row[];
  const position = new Map(ids.map((productId, i) => [productId, i]));
  rows.sort((a, b) => position.get(Number(a.id))! - position.get(Number(b.id))!);
  return answer(c, started, rows.map(summary), { 'x-total-count': String(n), 'x-result-count': String(n) });
});
app.post('/api/GetSingleProductFilters', async (c) => {
  const started = performance.now();
  const { search } = await c.req.json<{ search: string }>();
  const row = productBySlug.get(store, search.trim().toLowerCase()) as Row | undefined;
  return answer(c, started, row ? [{
    ...summary(row), youtubeLink: row.youtube_link ?? '', colongdescription: row.long_description, description: row.description,
    rating_count: row.rating_count, badge1: row.badge1 ?? '', material: row.material ?? '',
  }] : []);
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.stdout.write(`${info.port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
