import { Search } from './icons.tsx';
import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** What a submit does once the page runs: loaded as the shopper goes into the box, or at the submit. */
const loadSubmit = () => import('./header-search-submit.ts');

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
    const form = event.currentTarget;
    // Read from the form, not state: text typed before hydration is in the box but not in state.
    const query = String(new FormData(form).get('q') ?? '').trim();
    if (query === '' || busy.current) return;
    busy.current = true;
    try {
      const loaded = await loadSubmit().catch(() => undefined);
      // Its code could not be fetched (the connection dropped): the form goes as it does before
      // the page runs, and the server answers with the results page.
      if (!loaded) form.submit();
      else await loaded.searchAndGo(query, navigate);
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
        // The submit's code, while the shopper types; a failed fetch is tried again at the submit.
        onFocus={() => void loadSubmit().catch(() => undefined)}
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
