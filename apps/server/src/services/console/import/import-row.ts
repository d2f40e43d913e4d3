import { importMessages as m } from '@haat/shared/rules';
import type { ProductStatus } from '../../../db/schema.ts';
import { listSeparator, type CsvColumn } from './columns.ts';

/** A product as one CSV row describes it, in the database's units (paise, basis points, JSON text). */
export interface ImportProduct {
  slug: string;
  name: string;
  category: string;
  subcategory: string;
  original_price: number;
  discount_price: number;
  delivery_charge: number;
  status: ProductStatus;
  hsn_code: string | null;
  gst_rate_bp: number | null;
  description: string;
  long_description: string;
  material: string | null;
  colors: string | null;
  badge: string | null;
  badge1: string | null;
  attributes: string;
  youtube_link: string | null;
  featured_rank: number | null;
  /** Image paths or names of files in the uploaded ZIP, main image first. */
  images: string[];
}

export interface ImportSize {
  sku: string | null;
  label: string;
  stock: number;
}

export interface ImportRow {
  product: ImportProduct;
  size: ImportSize;
}

export type RowCheck = { ok: true; row: ImportRow } | { ok: false; message: string };

const statuses: readonly ProductStatus[] = ['draft', 'published', 'archived'];
// The catalogue's GST slabs; replaced by the shared rules' list (gst-rates.ts) once that is committed.
const isGstRateBp = (bp: number) => [0, 500, 1200, 1800, 2800].includes(bp);
const skuPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const slugPattern = /^[a-z0-9][a-z0-9-]{0,119}$/;
const moneyPattern = /^\d{1,9}(\.\d{1,2})?$/;
const youtubePattern = /^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,20}([&?][\w=&-]*)?$/;

/** Rupees as a spreadsheet writes them (`1299`, `1299.5`, `1,299.00`) to paise; null when not a price. */
function paiseOf(text: string): number | null {
  const plain = text.replace(/,/g, '').replace(/^₹\s*/, '');
  return moneyPattern.test(plain) ? Math.round(Number(plain) * 100) : null;
}

function listOf(text: string): string[] {
  return text.split(listSeparator).map((part) => part.trim()).filter((part) => part !== '');
}

function attributesOf(text: string): string | null {
  if (text === '') return '{}';
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > 30 || entries.some(([k, v]) => typeof v !== 'string' || k.trim() === '' || k.length > 60 || v.length > 200)) return null;
    return JSON.stringify(Object.fromEntries(entries));
  } catch {
    return null;
  }
}

/** Reads and checks one record of the CSV; the first problem found is the row's message. */
export function checkRow(record: Record<CsvColumn, string>): RowCheck {
  const cell = (column: CsvColumn) => (record[column] ?? '').trim();
  const fail = (message: string): RowCheck => ({ ok: false, message });
  if (cell('product') === '' && cell('name') === '' && cell('sku') === '') return fail(m.emptyRow);

  const slug = cell('product');
  if (!slugPattern.test(slug)) return fail(m.productSlug);
  const sku = cell('sku');
  if (sku !== '' && !skuPattern.test(sku)) return fail(m.sku);
  const name = cell('name');
  if (name === '' || name.length > 200) return fail(m.name);
  if (cell('category') === '') return fail(m.categoryRequired);
  const original = paiseOf(cell('original_price'));
  const discount = paiseOf(cell('discount_price'));
  const delivery = cell('delivery_charge') === '' ? 0 : paiseOf(cell('delivery_charge'));
  if (original === null || original <= 0) return fail(m.originalPrice);
  if (discount === null || discount <= 0) return fail(m.discountPrice);
  if (discount > original) return fail(m.discountAboveOriginal);
  if (delivery === null) return fail(m.deliveryCharge);
  const status = (cell('status') || 'draft').toLowerCase() as ProductStatus;
  if (!statuses.includes(status)) return fail(m.status);
  const hsn = cell('hsn');
  if (hsn !== '' && !/^\d{4,8}$/.test(hsn)) return fail(m.hsn);
  const gstText = cell('gst_rate').replace(/\s*%$/, '');
  const gst = gstText === '' ? null : Math.round(Number(gstText) * 100);
  if (gst !== null && (!/^\d{1,2}(\.\d{1,2})?$/.test(gstText) || !isGstRateBp(gst))) return fail(m.gstRate);
  const colours = listOf(cell('colours'));
  if (colours.length > 20 || colours.some((c) => c.length > 40)) return fail(m.colours);
  const badges = listOf(cell('badges'));
  if (badges.length > 2 || badges.some((b) => b.length > 40)) return fail(m.badges);
  const attributes = attributesOf(cell('attributes'));
  if (attributes === null) return fail(m.attributes);
  const youtube = cell('youtube');
  if (youtube !== '' && !youtubePattern.test(youtube)) return fail(m.youtube);
  const featured = cell('featured');
  if (featured !== '' && !/^([1-9]\d{0,2}|1000)$/.test(featured)) return fail(m.featured);
  const images = listOf(cell('images'));
  if (images.length > 20) return fail(m.tooManyImages);
  const label = cell('size');
  if (label === '' || label.length > 40) return fail(m.sizeLabel);
  const stock = cell('stock');
  if (!/^\d{1,7}$/.test(stock)) return fail(m.stock);
  const material = cell('material');
  if (material.length > 80) return fail(m.material);
  if (cell('short_description').length > 500) return fail(m.shortDescription);
  if (cell('description').length > 50_000) return fail(m.description);

  return {
    ok: true,
    row: {
      product: {
        slug, name, category: cell('category'), subcategory: cell('subcategory'),
        original_price: original, discount_price: discount, delivery_charge: delivery, status,
        hsn_code: hsn === '' ? null : hsn, gst_rate_bp: gst,
        // Kept as written (a cell's own spaces and line breaks are the reseller's).
        description: record.short_description ?? '', long_description: record.description ?? '',
        material: material === '' ? null : material,
        colors: colours.length === 0 ? null : JSON.stringify(colours),
        badge: badges[0] ?? null, badge1: badges[1] ?? null, attributes,
        youtube_link: youtube === '' ? null : youtube, featured_rank: featured === '' ? null : Number(featured), images,
      },
      size: { sku: sku === '' ? null : sku, label, stock: Number(stock) },
    },
  };
}

/** The product's fields as one comparable text: rows of one product must give the same. */
export function productFingerprint(product: ImportProduct): string {
  return JSON.stringify(product);
}
