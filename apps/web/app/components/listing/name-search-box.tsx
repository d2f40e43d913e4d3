import { Search, X } from '../icons.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** How long typing pauses before the list is filtered (each filter is a request). */
const typingPauseMs = 300;

/**
 * The in-page search over the listing (case-insensitive substring on the name). The box keeps its
 * own text so typing stays instant; the URL, and so the list, follows once typing pauses. Inside
 * the toolbar's GET form it is the `q` field, so Enter works before scripts load too.
 */
export function NameSearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  const locale = useLocale();
  const label = m.listing_search_in_products({}, { locale });
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Back/Forward or a cleared filter changes the URL under the box: follow it, but never echo our
  // own (possibly lagging) updates back, which would eat fast keystrokes.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    // oxlint-disable-next-line react/set-state-in-effect
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string, wait: number) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next.trim();
      onChange(next.trim());
    }, wait);
  }

  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">{label}</label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => change(e.target.value, typingPauseMs)}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-gray-200 bg-white pr-9 pl-9 text-sm text-gray-900 placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary/15 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button type="button" onClick={() => change('', 0)} aria-label={m.listing_clear_search({}, { locale })} className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-gray-400 hover:text-gray-700">
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
