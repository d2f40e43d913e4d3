import type { GstRateBp } from '@haat/shared/rules';
import type { ProductCreateRequest } from '@haat/shared/console-api';
import { formNumber, formText } from './catalogue.ts';

/** A list field written as "red, navy blue": its items, trimmed, empty ones dropped. */
function listOf(form: FormData, name: string): string[] {
  return formText(form, name).split(',').map((item) => item.trim()).filter(Boolean);
}

/** The key/value rows of the attributes editor (`attr_key`, `attr_value` repeated); blank rows dropped. */
function attributesOf(form: FormData): Record<string, string> {
  const keys = form.getAll('attr_key').map(String);
  const values = form.getAll('attr_value').map(String);
  const attributes: Record<string, string> = {};
  keys.forEach((key, index) => {
    const value = (values[index] ?? '').trim();
    if (key.trim() || value) attributes[key.trim()] = value;
  });
  return attributes;
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * The editor's form as the API's product fields. Numbers the reseller mistyped are sent as they
 * are (NaN travels as null), so the server's message for that field comes back beside it.
 */
export function productFromForm(form: FormData): ProductCreateRequest {
  const price = (name: string) => Number(formText(form, name).replaceAll(',', '') || Number.NaN);
  const subcategory = formNumber(form.get('subcategory_id'));
  const featured = form.get('featured') === 'on';
  const gst = formText(form, 'gst_rate_bp');
  return {
    name: formText(form, 'name'),
    category_id: formNumber(form.get('category_id')) ?? 0,
    subcategory_id: subcategory ?? null,
    original_price: price('original_price'),
    discount_price: price('discount_price'),
    delivery_charge: Number(formText(form, 'delivery_charge').replaceAll(',', '') || 0),
    description: String(form.get('description') ?? ''),
    short_description: formText(form, 'short_description'),
    attributes: attributesOf(form),
    colors: listOf(form, 'colors'),
    badges: listOf(form, 'badges'),
    youtube_link: orNull(formText(form, 'youtube_link')),
    featured_rank: featured ? formNumber(form.get('featured_rank')) ?? 1 : null,
    hsn_code: orNull(formText(form, 'hsn_code')),
    gst_rate_bp: gst === '' ? null : (Number(gst) as GstRateBp),
  };
}
