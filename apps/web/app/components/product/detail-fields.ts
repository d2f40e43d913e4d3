import { formatRupees } from '@haat/shared/rules';
import * as m from '../../i18n/m/product.ts';
import type { Locale } from '../../i18n/locale.ts';

/**
 * How Profile Details shows a product's further fields to people: the wire names (spec §9) become
 * words a shopper uses, money gets its ₹, a rating says out of what. Fields not listed here are
 * attributes the seller named ("Sleeve Length"), shown as written.
 */
interface DetailField { label: (locale: Locale) => string; format?: (value: string, locale: Locale) => string }

const fields: Record<string, DetailField | null> = {
  ASIN: { label: (locale) => m.product_field_code({}, { locale }) },
  // The spec's own fields, named as a shopper would (in English as the wire names them).
  name: { label: (locale) => m.product_field_name({}, { locale }) },
  category: { label: (locale) => m.product_field_category({}, { locale }) },
  description: { label: (locale) => m.product_field_description({}, { locale }) },
  material: { label: (locale) => m.product_material({}, { locale }) },
  size: { label: (locale) => m.product_size({}, { locale }) },
  // The subcategory's own name is listed too; its number means nothing to a shopper.
  subcategoryid: null,
  subcategory: { label: (locale) => m.product_field_type({}, { locale }) },
  ratings: { label: (locale) => m.product_field_rating({}, { locale }), format: (value, locale) => m.product_out_of_five({ value: Number(value).toFixed(1) }, { locale }) },
  rating_count: { label: (locale) => m.product_field_rating_count({}, { locale }), format: (value) => Number(value).toLocaleString('en-IN') },
  price: { label: (locale) => m.product_price({}, { locale }), format: (value) => formatRupees(Number(value)) },
  badge: { label: (locale) => m.product_field_tag({}, { locale }) },
  badge1: { label: (locale) => m.product_field_highlight({}, { locale }) },
  color: { label: (locale) => m.product_colour({}, { locale }) },
};

function spacedLabel(name: string): string {
  const spaced = name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The rows Profile Details shows, labelled and formatted in the page's language; numbers that
 * cannot be read stay as sent, and attributes the seller named keep the seller's words.
 */
export function detailRows(details: Array<{ name: string; value: string }>, locale: Locale = 'en'): Array<{ name: string; label: string; value: string }> {
  return details.flatMap(({ name, value }) => {
    const field = fields[name];
    if (field === null) return [];
    if (!field) return [{ name, label: spacedLabel(name), value }];
    const shown = field.format && Number.isFinite(Number(value)) && value.trim() !== '' ? field.format(value, locale) : value;
    return [{ name, label: field.label(locale), value: shown }];
  });
}
