import { messages } from '@haat/shared/rules';
import { Search } from './icons.tsx';
import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast.ts';
import { browserStoreApi } from '../lib/browser-store-api.ts';
import { listingPageSize } from './listing/listing-view.ts';
import { handOverSearch } from './listing/search-handoff.ts';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * The header search box, submitted with Enter (or the button). Results live at
 * /Product-Serach/{text}, the spec's own spelling of the path.
 *
 * It works before the page's scripts run (they start after the largest picture, decision 048): the
 * box is uncontrolled, so what was typed stays when React takes the page over, and the form is a
 * plain GET to /Product-Serach, which the server redirects as this search would (search-submit.ts).
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const locale = useLocale();

  // A ref, not state: a second Enter in the same tick must already see the running request.
  const busy = useRef(false);

  /** Spec §4 "Search": on Enter, ignored while a request runs; results or /ProductNotFound. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not state: text typed before hydration is in the box but not in state.
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query === '' || busy.current) return;
    busy.current = true;
    try {
      // Only the first page: the results page asks for more as the shopper scrolls (decision 007).
      const page = await (await browserStoreApi()).findProductPage({ search: query }, { limit: listingPageSize });
      if (page.total === 0) {
        void navigate('/ProductNotFound');
        return;
      }
      handOverSearch(query, page);
      void navigate(`/Product-Serach/${encodeURIComponent(query)}`, { state: { products: page.products } });
    } catch {
      toast.error(messages.productsFailed);
    } finally {
      busy.current = false;
    }
  }

  return (
    <form role="search" action="/Product-Serach" method="get" onSubmit={(e) => void submit(e)} className={`relative w-full ${className}`}>
      <label htmlFor={inputId} className="sr-only">{m.shell_search_label({}, { locale })}</label>
      <input
        id={inputId}
        type="search"
        name="q"
        placeholder={m.shell_search_placeholder({}, { locale })}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-gray-200 bg-gray-50 pr-14 pl-5 text-sm text-gray-900 placeholder:text-gray-500 transition focus:border-primary focus:bg-white focus:ring-2 focus:ring-primary/20 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={m.shell_search_button({}, { locale })}
        className="absolute top-1 right-1 flex h-9 w-11 items-center justify-center rounded-full bg-primary text-white transition hover:brightness-110"
      >
        <Search className="size-[18px]" aria-hidden />
      </button>
    </form>
  );
}
