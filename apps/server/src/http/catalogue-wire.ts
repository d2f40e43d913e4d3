import type { z } from 'zod';
import type { categoryWire, productSummaryWire, productWire } from '@haat/shared/api';
import { paiseToRupees } from '@haat/shared/rules';
import type { CategoryRecord, ProductDetailRecord, ProductRecord } from '../services/catalogue/catalogue.ts';

/** Catalogue records in the spec's wire shape (rupees, its field names). */
export function categoryToWire(c: CategoryRecord): z.input<typeof categoryWire> {
  return {
    category_id: c.id,
    category_desc: c.name,
    cocategory_image: c.image,
    url: c.url,
    Subcategories: c.subcategories.map((s) => ({ subcategory_id: s.id, subcategory_desc: s.name })),
  };
}

export function productSummaryToWire(p: ProductRecord): z.input<typeof productSummaryWire> {
  return {
    id: p.id,
    name: p.name,
    ASIN: p.asin,
    image: p.image,
    thumbnail: p.images.map((file) => ({ CoImage: file })),
    categoryid: p.category_id,
    category: p.category,
    subcategoryid: p.subcategory_id,
    subcategory: p.subcategory,
    ratings: p.rating,
    badge: p.badge ?? '',
    sizes: p.sizes.map((s) => ({ unit_id: s.id, Size_Desc: s.label, Stock: s.stock })),
    color: parseColors(p.colors),
    discountPrice: paiseToRupees(p.discount_price),
    originalPrice: paiseToRupees(p.original_price),
    recommendedSellingPrice: paiseToRupees(p.delivery_charge),
    quantity: p.sizes.reduce((sum, s) => sum + s.stock, 0),
  };
}

export function productToWire(p: ProductDetailRecord): z.input<typeof productWire> {
  const summary = productSummaryToWire(p);
  return {
    // Further attributes first, so no attribute can overwrite a documented field.
    ...p.attributes,
    ...summary,
    youtubeLink: p.youtube_link ?? '',
    colongdescription: p.long_description,
    description: p.description,
    size: '',
    rating_count: p.rating_count,
    badge1: p.badge1 ?? '',
    material: p.material ?? '',
    delbertoPrice: summary.originalPrice,
    liked: 0,
    price: summary.discountPrice,
  };
}

function parseColors(json: string | null): string[] | string {
  if (!json) return '';
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : '';
  } catch {
    return '';
  }
}
