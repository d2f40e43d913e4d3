import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * The in-page search over the loaded products (case-insensitive substring on the name). The box
 * keeps its own text so typing stays instant; the URL follows on each change.
 */
export function NameSearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // Back/Forward or a cleared filter changes the URL under the box: follow it, but never echo our
  // own (possibly lagging) updates back, which would eat fast keystrokes.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    // oxlint-disable-next-line react/set-state-in-effect
    setText(value);
  }, [value]);

  function change(next: string) {
    setText(next);
    sent.current = next;
    onChange(next);
  }

  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">Search in these products</label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder="Search in these products"
        autoComplete="off"
        className="h-10 w-full rounded-lg border border-gray-200 bg-white pr-9 pl-9 text-sm text-gray-900 placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary/15 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button type="button" onClick={() => change('')} aria-label="Clear search" className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-gray-400 hover:text-gray-700">
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
