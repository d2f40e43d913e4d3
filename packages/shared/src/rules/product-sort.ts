import { inPriceBand, type PriceBandId } from './price-bands.ts';

/** The sort dropdown's choices, in the spec's order (browsing spec §2, §9). */
export const sortOptions = [
  { id: 'featured', label: 'Featured' },
  { id: 'priceLowToHigh', label: 'Price Low to High' },
  { id: 'priceHighToLow', label: 'Price High to Low' },
  { id: 'nameAZ', label: 'Name A to Z' },
  { id: 'nameZA', label: 'Name Z to A' },
] as const;

export type SortOption = (typeof sortOptions)[number]['id'];

/** The fields sorting and filtering read; ProductSummary satisfies it. */
export interface ListedProduct {
  name: string;
  discountPrice: number;
  originalPrice: number;
}

// 'accent' sensitivity: case is ignored, but letters with and without accents stay distinct.
const nameCollator = new Intl.Collator('en-IN', { sensitivity: 'accent' });

/** A new array in the chosen order; ties (and 'featured') keep the server's order. */
export function sortProducts<T extends Pick<ListedProduct, 'name' | 'discountPrice'>>(
  list: readonly T[],
  option: SortOption,
): T[] {
  // Array.prototype.sort is stable, which is what keeps ties in server order.
  const copy = [...list];
  switch (option) {
    case 'priceLowToHigh': return copy.sort((a, b) => a.discountPrice - b.discountPrice);
    case 'priceHighToLow': return copy.sort((a, b) => b.discountPrice - a.discountPrice);
    case 'nameAZ': return copy.sort((a, b) => nameCollator.compare(a.name, b.name));
    case 'nameZA': return copy.sort((a, b) => nameCollator.compare(b.name, a.name));
    case 'featured': return copy;
  }
}

/** A URL or form value to a known sort id, else 'featured'. */
export function parseSortOption(value: string | null | undefined): SortOption {
  const text = value?.trim() ?? '';
  return sortOptions.find((o) => o.id === text)?.id ?? 'featured';
}

/** Case-insensitive substring match on the name; blank text keeps everything. */
export function filterByName<T extends Pick<ListedProduct, 'name'>>(list: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...list];
  return list.filter((p) => p.name.toLocaleLowerCase('en-IN').includes(needle));
}

/** The listing's filters over already loaded products: price band, then name, then sort. */
export function applyListingFilters<T extends ListedProduct>(
  list: readonly T[],
  filters: { band: PriceBandId; sort: SortOption; text: string },
): T[] {
  const inBand = list.filter((p) => inPriceBand(p.originalPrice, filters.band));
  return sortProducts(filterByName(inBand, filters.text), filters.sort);
}
