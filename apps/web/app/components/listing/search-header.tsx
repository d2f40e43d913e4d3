import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The search page's title: the text searched for and how many results the filters leave. */
export function SearchHeader({ query, shown, total }: { query: string; shown: number; total: number | null }) {
  const locale = useLocale();
  return (
    <header className="mb-3 md:mb-5">
      <p className="mb-1 text-xs font-semibold tracking-[0.12em] text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{m.listing_search_results({}, { locale })}</p>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-xl font-extrabold tracking-tight text-gray-900 md:text-2xl">“{query}”</h1>
        {total !== null && (
          <p className="text-sm text-gray-500" data-testid="result-count" aria-live="polite">
            {shown === total ? m.listing_count_results({ count: total }, { locale }) : m.listing_shown_of_results({ shown, total }, { locale })}
          </p>
        )}
      </div>
    </header>
  );
}
