import { parseSortOption, sortOptions, type SortOption } from '@haat/shared/rules';
import { ArrowUpDown } from '../icons.tsx';
import { useId } from 'react';
import * as m from '../../i18n/m/listing.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The spec's sort choices (sortOptions' English labels) in the page's language. */
const sortLabels: Record<SortOption, (inputs: object, options: { locale: Locale }) => string> = {
  featured: m.listing_sort_featured,
  priceLowToHigh: m.listing_sort_price_low_to_high,
  priceHighToLow: m.listing_sort_price_high_to_low,
  nameAZ: m.listing_sort_name_a_z,
  nameZA: m.listing_sort_name_z_a,
};

/** The sort dropdown with the spec's five choices. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (value: SortOption) => void }) {
  const id = useId();
  const locale = useLocale();
  const sortBy = m.listing_sort_by({}, { locale });
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="mr-2 hidden text-sm whitespace-nowrap text-gray-500 lg:block">{sortBy}</label>
      <ArrowUpDown className="pointer-events-none absolute left-3 size-4 text-gray-500 lg:hidden" aria-hidden />
      <select
        id={id}
        name="sort"
        value={value}
        aria-label={sortBy}
        onChange={(e) => onChange(parseSortOption(e.target.value))}
        className="h-10 w-full cursor-pointer appearance-none rounded-lg border border-gray-200 bg-white bg-[length:16px] bg-[right_0.6rem_center] bg-no-repeat pr-8 pl-9 text-sm font-semibold text-gray-800 focus:border-primary focus:outline-none lg:pl-3"
        style={{ backgroundImage: "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%236b7280' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")" }}
      >
        {sortOptions.map((o) => <option key={o.id} value={o.id}>{sortLabels[o.id]({}, { locale })}</option>)}
      </select>
    </div>
  );
}
