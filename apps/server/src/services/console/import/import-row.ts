import { z } from 'zod';
import { productFields, productStatuses, sizeCreateRequest, type ConsoleProductStatus } from '@haat/shared/console-api';
import { importMessages as m } from '@haat/shared/rules';
import type { ProductFieldsInput } from '../product-fields.ts';
import { listSeparator, type CsvColumn } from './columns.ts';

/**
 * A product as one CSV row describes it: the editor's own fields (checked by the editor's
 * schema, so a row and a form are held to the same rules), its category and subcategory by
 * name, its status, and its images by path or ZIP file name.
 */
export interface ImportProduct {
  slug: string;
  category: string;
  subcategory: string;
  status: ConsoleProductStatus;
  fields: Omit<ProductFieldsInput, 'category_id' | 'subcategory_id'>;
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

// The editor's fields but the category, which a row names rather than numbers.
const rowFields = z.object(productFields).omit({ category_id: true, subcategory_id: true });
const slugPattern = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The CSV column each editor field comes from, to name it in a row's message. */
const columnOf: Record<string, CsvColumn> = {
  name: 'name', original_price: 'original_price', discount_price: 'discount_price', delivery_charge: 'delivery_charge',
  description: 'description', short_description: 'short_description', material: 'material', attributes: 'attributes',
  colors: 'colours', badges: 'badges', youtube_link: 'youtube', featured_rank: 'featured', hsn_code: 'hsn', gst_rate_bp: 'gst_rate',
  label: 'size', sku: 'sku', stock: 'stock',
};

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const column = columnOf[String(issue.path[0] ?? '')];
  return column ? `${column}: ${issue.message}` : issue.message;
}

const listOf = (text: string) => text.split(listSeparator).map((part) => part.trim()).filter((part) => part !== '');
/** Rupees as a spreadsheet may write them (`₹1,299.00`), as the editor's number. */
const rupees = (text: string) => text.replace(/^₹\s*/, '').replace(/,/g, '');
const orNull = (text: string) => (text === '' ? null : text);

function attributesOf(text: string): unknown {
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads one record of the CSV into the editor's fields and checks them; the first problem is the row's message. */
export function checkRow(record: Record<CsvColumn, string>): RowCheck {
  const cell = (column: CsvColumn) => (record[column] ?? '').trim();
  const fail = (message: string): RowCheck => ({ ok: false, message });
  if (csvIsEmpty(record)) return fail(m.emptyRow);
  if (!slugPattern.test(cell('product'))) return fail(m.productSlug);
  if (cell('category') === '') return fail(m.categoryRequired);
  const status = (cell('status') || 'draft').toLowerCase();
  if (!(productStatuses as readonly string[]).includes(status)) return fail(m.status);
  const gst = cell('gst_rate').replace(/\s*%$/, '');
  const fields = rowFields.safeParse({
    name: cell('name'), original_price: rupees(cell('original_price')), discount_price: rupees(cell('discount_price')),
    delivery_charge: rupees(cell('delivery_charge')) || '0',
    // Kept as written: a cell's own spaces and line breaks are the reseller's.
    description: record.description ?? '', short_description: record.short_description ?? '',
    material: orNull(cell('material')), attributes: attributesOf(cell('attributes')), colors: listOf(cell('colours')),
    badges: listOf(cell('badges')), youtube_link: orNull(cell('youtube')),
    featured_rank: orNull(cell('featured')), hsn_code: orNull(cell('hsn')),
    gst_rate_bp: gst === '' ? null : /^\d{1,2}(\.\d{1,2})?$/.test(gst) ? Math.round(Number(gst) * 100) : -1,
  });
  if (!fields.success) return fail(firstProblem(fields.error));
  const images = listOf(cell('images'));
  if (images.length > 20) return fail(m.tooManyImages);
  const size = sizeCreateRequest.required({ stock: true }).safeParse({ label: cell('size'), sku: cell('sku'), stock: cell('stock') });
  if (!size.success) return fail(firstProblem(size.error));
  return {
    ok: true,
    row: {
      product: { slug: cell('product'), category: cell('category'), subcategory: cell('subcategory'), status: status as ConsoleProductStatus, fields: fields.data, images },
      size: { sku: size.data.sku ?? null, label: size.data.label, stock: size.data.stock },
    },
  };
}

function csvIsEmpty(record: Record<CsvColumn, string>): boolean {
  return Object.values(record).every((value) => value.trim() === '');
}

/** The product's fields as one comparable text: rows of one product must give the same. */
export function productFingerprint(product: ImportProduct): string {
  return JSON.stringify(product);
}
