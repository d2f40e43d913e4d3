import { z } from 'zod';
import type { PriceBandId } from '../rules/price-bands.ts';
import type { SortOption } from '../rules/product-sort.ts';
import { productResultCap } from './catalogue-pages.ts';
import { emptyBody, listReply } from './envelope.ts';
import { maxInteger } from '../rules/row-ids.ts';
import { rowId, text } from './fields.ts';

export * from './catalogue-pages.ts';

// ---- wire: category tree ----------------------------------------------------------------------

export const subcategoryWire = z.object({ subcategory_id: z.number().int(), subcategory_desc: z.string() });
export const categoryWire = z.object({
  category_id: z.number().int(),
  category_desc: z.string(),
  cocategory_image: z.string(),
  url: z.string().nullable(),
  Subcategories: z.array(subcategoryWire),
});
export const groupWire = z.object({
  group_id: z.number().int(),
  group_desc: z.string(),
  categories: z.array(categoryWire),
});

export const allCategoriesRequest = emptyBody;
export const allCategoriesReply = listReply(categoryWire);
export const allGroupsRequest = emptyBody;
/** GetAllGroupWithCategory answers with a bare array of groups, as the spec reads it. */
export const allGroupsReply = z.array(groupWire);

// ---- wire: products ----------------------------------------------------------------------------

export const sizeOptionWire = z.object({
  unit_id: z.number().int(),
  Size_Desc: z.string(),
  Stock: z.number().int(),
});

/** A product as lists and cards carry it (no long description). */
export const productSummaryWire = z.object({
  id: z.number().int(),
  name: z.string(),
  ASIN: z.string(),
  image: z.string(),
  thumbnail: z.array(z.object({ CoImage: z.string() })),
  categoryid: z.number().int(),
  category: z.string(),
  subcategoryid: z.number().int().nullable(),
  subcategory: z.string(),
  ratings: z.number(),
  badge: z.string(),
  sizes: z.array(sizeOptionWire),
  color: z.union([z.string(), z.array(z.string())]),
  discountPrice: z.number(),
  originalPrice: z.number(),
  recommendedSellingPrice: z.number(),
  quantity: z.number().int(),
});

/**
 * A whole product (GetSingleProductFilters). Attributes beyond the named fields (fit, pattern,
 * occasion, …) travel as further top-level string fields, which the product page lists.
 */
export const productWire = z.looseObject({
  ...productSummaryWire.shape,
  youtubeLink: z.string(),
  colongdescription: z.string(),
  description: z.string(),
  size: z.string(),
  rating_count: z.number().int(),
  badge1: z.string(),
  material: z.string(),
  delbertoPrice: z.number(),
  liked: z.number().int(),
  price: z.number(),
});

export const productFilterTypes = ['', 'cat', 'subcat', 'group'] as const;
export type ProductFilterType = (typeof productFilterTypes)[number];

const idLike = z.coerce
  .number({ error: 'subcat_id must be a number' })
  .int('subcat_id must be a whole number')
  .min(0, 'subcat_id must not be negative')
  .max(maxInteger, 'subcat_id is too large');

/** GetAllProductFilters / GetSingleProductFilters payload: search text, or an id with its type. */
export const productFiltersRequest = z.object({
  search: text('search must be text').max(200, 'search must be at most 200 characters').default(''),
  subcat_id: idLike.default(0),
  type: z.enum(productFilterTypes, { error: "type must be '', 'cat', 'subcat' or 'group'" }).default(''),
});
export type ProductFiltersRequest = z.input<typeof productFiltersRequest>;

// Spelt out, not imported from the rules: the browser loads this module lazily, and a rules module
// shared with it would be bundled into its chunk, pulling zod into every page's first load.
// The rules tests check that these lists match priceBands and sortOptions.
const sortIds = ['featured', 'priceLowToHigh', 'priceHighToLow', 'nameAZ', 'nameZA'] as const satisfies readonly SortOption[];
const bandIds = ['100-1000', '2000-3000', '3000-4000', '6000-7000', '8000-50000'] as const satisfies ReadonlyArray<Exclude<PriceBandId, 'all'>>;
const whole = (field: string, max: number) => z.coerce
  .number({ error: `${field} must be a number` })
  .int(`${field} must be a whole number`)
  .min(0, `${field} must not be negative`)
  .max(max, `${field} must be at most ${max}`);

/** The optional view fields of a GetAllProductFilters request (decision 007). */
const productListViewFields = {
  /** Products to answer (1 to 500); without it, the whole result as the spec has it. */
  limit: whole('limit', productResultCap).min(1, 'limit must be at least 1').optional(),
  /** Products of the filtered, sorted result to skip. */
  offset: whole('offset', productResultCap).optional(),
  sort: z.enum(sortIds, { error: `sort must be one of ${sortIds.join(', ')}` }).optional(),
  /** A price band on the original price, bounds inclusive; 'all' or absent keeps every price. */
  price: z.enum(['all', ...bandIds], { error: `price must be 'all' or one of ${bandIds.join(', ')}` }).optional(),
  /** Keeps products whose name contains this text, ignoring case. */
  name: text('name must be text').max(200, 'name must be at most 200 characters').optional(),
  /** Keeps products of this category (the search page's category panel). */
  category_id: whole('category_id', maxInteger).optional(),
};

/** GetAllProductFilters: the spec's three fields, plus our optional page and filters (catalogue-pages.ts). */
export const productListRequest = productFiltersRequest.extend(productListViewFields);
export type ProductListRequest = z.input<typeof productListRequest>;

/** Both product filter calls answer with a bare array (the single-product call: one element or none). */
export const productListReply = z.array(productSummaryWire);
export const singleProductReply = z.array(productWire);

/** Most ids one GetProductsByIds call takes: a full cart or wishlist cookie holds fewer. */
export const maxProductIds = 100;

/** GetProductsByIds payload: product ids, as a guest cart or wishlist cookie lists them. */
export const productsByIdsRequest = z.object({
  ids: z
    .array(rowId('ids must be product ids'), { error: 'ids must be a list of product ids' })
    .max(maxProductIds, `ids may list at most ${maxProductIds} products`),
});

export const homeSectionWire = z.object({
  headerid: z.number().int(),
  headername: z.string(),
  list_product: z.array(productSummaryWire),
});
export const homeSectionsReply = listReply(homeSectionWire);

// ---- clean types used inside the apps ----------------------------------------------------------

export interface Subcategory {
  id: number;
  name: string;
}
export interface Category {
  id: number;
  name: string;
  image: string;
  /** Override link for the category tile, when the reseller set one. */
  url: string | null;
  subcategories: Subcategory[];
}
export interface CategoryGroup {
  id: number;
  name: string;
  categories: Category[];
}

export interface SizeOption {
  id: number;
  label: string;
  stock: number;
}

export interface ProductSummary {
  id: number;
  asin: string;
  name: string;
  image: string;
  /** Gallery image file names, the main image first. */
  images: string[];
  categoryId: number;
  category: string;
  subcategoryId: number | null;
  subcategory: string;
  rating: number;
  badge: string;
  sizes: SizeOption[];
  colors: string[];
  /** Rupees. */
  originalPrice: number;
  discountPrice: number;
  /** Per-unit delivery charge in rupees (the spec's recommendedSellingPrice). */
  deliveryCharge: number;
  /** Units in stock over all sizes. */
  stock: number;
}

export interface Product extends ProductSummary {
  youtubeLink: string | null;
  descriptionHtml: string;
  description: string;
  ratingCount: number;
  badge1: string;
  material: string;
  /** Every further non-empty attribute, in wire order (the spec's "Profile Details"). */
  details: Array<{ name: string; value: string }>;
}

export interface HomeSection {
  id: number;
  name: string;
  products: ProductSummary[];
}

export function toCategory(wire: z.infer<typeof categoryWire>): Category {
  return {
    id: wire.category_id,
    name: wire.category_desc,
    image: wire.cocategory_image,
    url: wire.url,
    subcategories: wire.Subcategories.map((s) => ({ id: s.subcategory_id, name: s.subcategory_desc })),
  };
}

export function toCategoryGroup(wire: z.infer<typeof groupWire>): CategoryGroup {
  return { id: wire.group_id, name: wire.group_desc, categories: wire.categories.map(toCategory) };
}

function colorList(color: string | string[]): string[] {
  const list = Array.isArray(color) ? color : color.split(',');
  return list.map((c) => c.trim()).filter((c) => c !== '');
}

export function toProductSummary(wire: z.infer<typeof productSummaryWire>): ProductSummary {
  const gallery = wire.thumbnail.map((t) => t.CoImage).filter((f) => f !== '');
  return {
    id: wire.id,
    asin: wire.ASIN,
    name: wire.name,
    image: wire.image,
    images: gallery.length > 0 ? gallery : wire.image ? [wire.image] : [],
    categoryId: wire.categoryid,
    category: wire.category,
    subcategoryId: wire.subcategoryid,
    subcategory: wire.subcategory,
    rating: wire.ratings,
    badge: wire.badge,
    sizes: wire.sizes.map((s) => ({ id: s.unit_id, label: s.Size_Desc, stock: s.Stock })),
    colors: colorList(wire.color),
    originalPrice: wire.originalPrice,
    discountPrice: wire.discountPrice,
    deliveryCharge: wire.recommendedSellingPrice,
    stock: wire.quantity,
  };
}

/** Fields the spec keeps out of "Profile Details" (shown elsewhere on the page, or internal). */
export const hiddenDetailFields = new Set([
  'id', 'categoryid', 'colongdescription', 'sizes', 'quantity', 'liked', 'recommendedSellingPrice', 'image',
  'delbertoPrice', 'discountPrice', 'thumbnail', 'originalPrice', 'youtubeLink',
]);

export function toProduct(wire: z.infer<typeof productWire>): Product {
  const details = Object.entries(wire)
    .filter(([name, value]) => !hiddenDetailFields.has(name) && isShownValue(value))
    .map(([name, value]) => ({ name, value: Array.isArray(value) ? value.join(', ') : String(value) }));
  return {
    ...toProductSummary(wire),
    youtubeLink: wire.youtubeLink.trim() === '' ? null : wire.youtubeLink,
    descriptionHtml: wire.colongdescription,
    description: wire.description,
    ratingCount: wire.rating_count,
    badge1: wire.badge1,
    material: wire.material,
    details,
  };
}

function isShownValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0 && value.every((v) => typeof v === 'string');
  return typeof value === 'number' || typeof value === 'boolean';
}

export function toHomeSection(wire: z.infer<typeof homeSectionWire>): HomeSection {
  return { id: wire.headerid, name: wire.headername, products: wire.list_product.map(toProductSummary) };
}
