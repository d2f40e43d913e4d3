import type { Insertable, Selectable } from 'kysely';
import { catalogueMessages as m, type ProductCreateRequest } from '@haat/shared/console-api';
import { rupeesToPaise } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { ProductTable } from '../../db/schema.ts';
import { sanitizeDescription } from '../catalogue/rich-text.ts';
import { invalidFields } from './refusal.ts';

/** The editor's fields as they arrive (any may be missing in an edit). */
export type ProductFieldsInput = Partial<Omit<ProductCreateRequest, never>>;
type ProductRow = Selectable<ProductTable>;
/** The columns the editor's fields write. */
export type ProductColumns = Partial<Omit<Insertable<ProductTable>, 'store_id' | 'asin' | 'created_at' | 'updated_at'>>;

/** Turns the editor's fields into columns: rupees to paise, lists and maps to JSON, badges to their two slots. */
function columnsOf(input: ProductFieldsInput): ProductColumns {
  const columns: ProductColumns = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.category_id !== undefined) columns.category_id = input.category_id;
  if (input.subcategory_id !== undefined) columns.subcategory_id = input.subcategory_id;
  if (input.original_price !== undefined) columns.original_price = rupeesToPaise(input.original_price);
  if (input.discount_price !== undefined) columns.discount_price = rupeesToPaise(input.discount_price);
  if (input.delivery_charge !== undefined) columns.delivery_charge = rupeesToPaise(input.delivery_charge);
  if (input.description !== undefined) columns.long_description = sanitizeDescription(input.description);
  if (input.short_description !== undefined) columns.description = input.short_description;
  if (input.material !== undefined) columns.material = input.material === '' ? null : input.material;
  if (input.attributes !== undefined) columns.attributes = JSON.stringify(input.attributes);
  if (input.colors !== undefined) columns.colors = input.colors.length === 0 ? null : JSON.stringify(input.colors);
  if (input.badges !== undefined) {
    columns.badge = input.badges[0] ?? null;
    columns.badge1 = input.badges[1] ?? null;
  }
  if (input.youtube_link !== undefined) columns.youtube_link = input.youtube_link === '' ? null : input.youtube_link;
  if (input.featured_rank !== undefined) columns.featured_rank = input.featured_rank;
  if (input.hsn_code !== undefined) columns.hsn_code = input.hsn_code;
  if (input.gst_rate_bp !== undefined) columns.gst_rate_bp = input.gst_rate_bp;
  return columns;
}

/** The words search finds a product by besides its name, made as the seeder makes them. */
function searchKeywords(parts: Array<string | null | undefined>): string {
  const words = parts.filter((p): p is string => !!p).flatMap((p) => p.toLowerCase().replace(/&/g, ' ').split(/\s+/));
  return [...new Set(words.filter((w) => w.length > 1))].join(' ');
}

/**
 * Checks the fields against the store (category and subcategory are this store's and belong
 * together; the selling price is not above the original) and returns the columns to write,
 * `search_keywords` included; every problem is a 400 with a message beside its field.
 */
export async function productColumns(trx: Db, storeId: number, input: ProductFieldsInput, current?: ProductRow): Promise<ProductColumns> {
  const columns = columnsOf(input);
  const merged = { ...current, ...columns };
  const fields: Record<string, string> = {};
  const category = merged.category_id === undefined ? undefined : await trx.selectFrom('categories')
    .innerJoin('category_groups', 'category_groups.id', 'categories.group_id')
    .select(['categories.name', 'category_groups.name as groupName'])
    .where('categories.id', '=', merged.category_id).where('categories.store_id', '=', storeId).executeTakeFirst();
  if (!category) fields.category_id = m.category;
  const subcategoryId = merged.subcategory_id ?? null;
  const subcategory = subcategoryId === null ? null : await trx.selectFrom('subcategories').select(['name', 'category_id'])
    .where('id', '=', subcategoryId).where('store_id', '=', storeId).executeTakeFirst();
  if (subcategory === undefined || (subcategory && category && subcategory.category_id !== merged.category_id)) fields.subcategory_id = m.subcategory;
  if (merged.original_price !== undefined && merged.discount_price !== undefined && merged.discount_price > merged.original_price) {
    fields.discount_price = m.discountAboveOriginal;
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  const colors = merged.colors ? JSON.parse(merged.colors) as string[] : [];
  columns.search_keywords = searchKeywords([category?.groupName, category?.name, subcategory?.name, merged.material, ...colors]);
  return columns;
}

/** Re-makes `search_keywords` of the store's products in a category or subcategory whose name or place changed. */
export async function refreshSearchKeywords(trx: Db, storeId: number, where: { categoryIds?: number[]; subcategoryId?: number }): Promise<void> {
  let query = trx.selectFrom('products').selectAll().where('store_id', '=', storeId);
  if (where.categoryIds) {
    if (where.categoryIds.length === 0) return;
    query = query.where('category_id', 'in', where.categoryIds);
  }
  if (where.subcategoryId !== undefined) query = query.where('subcategory_id', '=', where.subcategoryId);
  for (const product of await query.execute()) {
    const { search_keywords } = await productColumns(trx, storeId, {}, product);
    if (search_keywords !== product.search_keywords) {
      await trx.updateTable('products').set({ search_keywords }).where('id', '=', product.id).execute();
    }
  }
}
