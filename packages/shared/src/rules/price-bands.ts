import { formatRupees } from './money.ts';

// Bounds in rupees, in the spec's order; the key doubles as the URL value.
const bandBounds = {
  '100-1000': [100, 1000],
  '2000-3000': [2000, 3000],
  '3000-4000': [3000, 4000],
  '6000-7000': [6000, 7000],
  '8000-50000': [8000, 50000],
} as const;

/** The "All Prices" choice, which keeps everything. */
export const allPricesId = 'all';
export const allPricesLabel = 'All Prices';

/** A band id as it appears in a URL, or 'all'. */
export type PriceBandId = keyof typeof bandBounds | typeof allPricesId;

/** A price filter band on the ORIGINAL price, bounds inclusive (browsing spec §5, §9). */
export interface PriceBand {
  id: Exclude<PriceBandId, typeof allPricesId>;
  min: number;
  max: number;
  label: string;
}

/** The five bands in the spec's order ("All Prices" is separate: `allPricesId`). */
export const priceBands: readonly PriceBand[] = Object.entries(bandBounds).map(([id, [min, max]]) => ({
  id: id as PriceBand['id'],
  min,
  max,
  label: `${formatRupees(min)} - ${formatRupees(max)}`,
}));

/** Every choice the filter offers, "All Prices" first, for rendering buttons. */
export const priceBandOptions: ReadonlyArray<{ id: PriceBandId; label: string }> = [
  { id: allPricesId, label: allPricesLabel },
  ...priceBands.map(({ id, label }) => ({ id, label })),
];

/** Whether an original price lies in the band, bounds inclusive; 'all' keeps everything. */
export function inPriceBand(originalPrice: number, bandId: PriceBandId): boolean {
  const band = priceBands.find((b) => b.id === bandId);
  return band === undefined || (originalPrice >= band.min && originalPrice <= band.max);
}

/** A URL or form value to a known band id, else 'all'. */
export function parsePriceBand(value: string | null | undefined): PriceBandId {
  const text = value?.trim() ?? '';
  return priceBands.find((b) => b.id === text)?.id ?? allPricesId;
}
