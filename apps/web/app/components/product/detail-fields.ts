import { formatRupees } from '@haat/shared/rules';

/**
 * How Profile Details shows a product's further fields to people: the wire names (spec §9) become
 * words a shopper uses, money gets its ₹, a rating says out of what. Fields not listed here are
 * attributes the seller named ("Sleeve Length"), shown as written.
 */
interface DetailField { label: string; format?: (value: string) => string }

const fields: Record<string, DetailField | null> = {
  ASIN: { label: 'Product Code' },
  // The subcategory's own name is listed too; its number means nothing to a shopper.
  subcategoryid: null,
  subcategory: { label: 'Type' },
  ratings: { label: 'Rating', format: (value) => `${Number(value).toFixed(1)} out of 5` },
  rating_count: { label: 'Number of Ratings', format: (value) => Number(value).toLocaleString('en-IN') },
  price: { label: 'Price', format: (value) => formatRupees(Number(value)) },
  badge: { label: 'Tag' },
  badge1: { label: 'Highlight' },
  color: { label: 'Colour' },
};

function spacedLabel(name: string): string {
  const spaced = name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The rows Profile Details shows, labelled and formatted; numbers that cannot be read stay as sent. */
export function detailRows(details: Array<{ name: string; value: string }>): Array<{ name: string; label: string; value: string }> {
  return details.flatMap(({ name, value }) => {
    const field = fields[name];
    if (field === null) return [];
    if (!field) return [{ name, label: spacedLabel(name), value }];
    const shown = field.format && Number.isFinite(Number(value)) && value.trim() !== '' ? field.format(value) : value;
    return [{ name, label: field.label, value: shown }];
  });
}
