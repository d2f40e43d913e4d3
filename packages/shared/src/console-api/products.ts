import { z } from 'zod';
import { rowId, text, wholeNumber } from '../api/fields.ts';
import { isGstRateBp } from '../rules/gst-rates.ts';
import { pageQuery, page } from './lists.ts';
import { catalogueMessages as m } from './messages.ts';

/** A product's life: a draft is being prepared, a published one is on sale, an archived one is put away. */
export const productStatuses = ['draft', 'published', 'archived'] as const;
export type ConsoleProductStatus = (typeof productStatuses)[number];

export const productSorts = ['updated', 'name', 'price', 'created'] as const;
export type ProductSort = (typeof productSorts)[number];

/** What the product list can be narrowed to by stock: any size in stock, any at or under the low level, none in stock. */
export const stockStates = ['in', 'low', 'out'] as const;

/** Rupees as the API carries them (stored as paise): at most ₹2,00,00,000 so paise fit a 32-bit integer. */
export function rupees(message: string, min: number) {
  return z.coerce.number({ error: message }).min(min, message).max(20_000_000, message)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), message);
}
const positiveRupees = (message: string) => rupees(message, 0.01);

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);

/** Whether a link is an https YouTube video link (a watch, short, embed or youtu.be link with a video id). */
export function isYoutubeLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || !youtubeHosts.has(url.hostname) || url.username || url.password) return false;
  const id = url.hostname === 'youtu.be' ? url.pathname.slice(1)
    : url.pathname === '/watch' ? url.searchParams.get('v') ?? ''
      : /^\/(?:shorts|embed|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
  return /^[A-Za-z0-9_-]{6,20}$/.test(id);
}

const shortText = (message: string, max: number) => text(message).trim().max(max, message);

/** Every field of a product the editor sends; all but name, category and prices may be left out. */
export const productFields = {
  name: shortText(m.productName, 200).min(1, m.productName),
  category_id: rowId(m.category),
  subcategory_id: rowId(m.subcategory).nullable(),
  original_price: positiveRupees(m.originalPrice),
  discount_price: positiveRupees(m.discountPrice),
  delivery_charge: rupees(m.deliveryCharge, 0),
  /** Rich text (HTML from the editor); the server keeps only its allow-list. */
  description: text(m.description).max(50_000, m.description),
  short_description: shortText(m.shortDescription, 500),
  material: shortText(m.material, 80).nullable(),
  attributes: z.record(shortText(m.attributes, 60).min(1, m.attributes), shortText(m.attributes, 200), { error: m.attributes })
    .refine((value) => Object.keys(value).length <= 30, m.attributes),
  colors: z.array(shortText(m.colors, 40).min(1, m.colors), { error: m.colors }).max(20, m.colors),
  badges: z.array(shortText(m.badges, 40).min(1, m.badges), { error: m.badges }).max(2, m.badges),
  youtube_link: text(m.youtubeLink).trim().refine(isYoutubeLink, m.youtubeLink).nullable(),
  featured_rank: wholeNumber(m.featuredRank, 1, 1000).nullable(),
  hsn_code: text(m.hsnCode).trim().regex(/^\d{4,8}$/, m.hsnCode).nullable(),
  gst_rate_bp: z.number({ error: m.gstRate }).refine(isGstRateBp, m.gstRate).nullable(),
};

const optionalFields = Object.fromEntries(Object.entries(productFields).map(([key, schema]) => [key, schema.optional()])) as {
  [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
};

/** POST /products: a new draft. */
export const productCreateRequest = z.object({
  ...optionalFields,
  name: productFields.name,
  category_id: productFields.category_id,
  original_price: productFields.original_price,
  discount_price: productFields.discount_price,
});
export type ProductCreateRequest = z.infer<typeof productCreateRequest>;

/** PATCH /products/:id: the changed fields, and the `updated_at` the editor loaded (a stale one is a 409). */
export const productUpdateRequest = z.object({ ...optionalFields, expected_updated_at: text(m.expectedUpdatedAt).min(1, m.expectedUpdatedAt) });
export type ProductUpdateRequest = z.infer<typeof productUpdateRequest>;

export const productListQuery = z.object({
  q: text().trim().max(200).optional(),
  category_id: rowId('category_id must be a category id').optional(),
  subcategory_id: rowId('subcategory_id must be a subcategory id').optional(),
  status: z.enum(productStatuses, { error: 'status must be draft, published or archived' }).optional(),
  stock: z.enum(stockStates, { error: 'stock must be in, low or out' }).optional(),
  price_min: rupees('price_min must be rupees, 0 or more', 0).optional(),
  price_max: rupees('price_max must be rupees, 0 or more', 0).optional(),
  sort: z.enum(productSorts, { error: 'sort must be updated, name, price or created' }).optional(),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc' }).optional(),
  ...pageQuery,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListRow = z.object({
  id: z.number(),
  asin: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.object({ id: z.number(), name: z.string() }),
  subcategory: z.object({ id: z.number(), name: z.string() }).nullable(),
  original_price: z.number(),
  discount_price: z.number(),
  status: z.enum(productStatuses),
  stock_total: z.number(),
  size_count: z.number(),
  updated_at: z.string(),
});
export type ProductListRow = z.infer<typeof productListRow>;

/** A page of the list; `total` stops counting at 10,000 (`total_capped`), shown as "10,000+". */
export const productListReply = page(productListRow).extend({ total: z.number(), total_capped: z.boolean() });
export type ProductListReply = z.infer<typeof productListReply>;

export const consoleSize = z.object({ id: z.number(), label: z.string(), sku: z.string().nullable(), stock: z.number(), sort: z.number() });
export type ConsoleSize = z.infer<typeof consoleSize>;

/** Everything the product editor shows. */
export const consoleProduct = z.object({
  id: z.number(),
  asin: z.string(),
  name: z.string(),
  status: z.enum(productStatuses),
  category_id: z.number(),
  subcategory_id: z.number().nullable(),
  original_price: z.number(),
  discount_price: z.number(),
  delivery_charge: z.number(),
  description: z.string(),
  short_description: z.string(),
  material: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  colors: z.array(z.string()),
  badges: z.array(z.string()),
  youtube_link: z.string().nullable(),
  featured_rank: z.number().nullable(),
  hsn_code: z.string().nullable(),
  gst_rate_bp: z.number().nullable(),
  image: z.string(),
  images: z.array(z.object({ id: z.number(), file: z.string(), sort: z.number() })),
  sizes: z.array(consoleSize),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  archived_at: z.string().nullable(),
});
export type ConsoleProduct = z.infer<typeof consoleProduct>;


