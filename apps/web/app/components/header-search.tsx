import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The header search box, submitted with Enter (or the button). Results live at
 * /Product-Serach/{text}, the spec's own spelling of the path.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (query === '') return;
    void navigate(`/Product-Serach/${encodeURIComponent(query)}`);
  }

  return (
    <form role="search" onSubmit={submit} className={`relative w-full ${className}`}>
      <label htmlFor={inputId} className="sr-only">Search products</label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search for products, brands and more"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-gray-200 bg-gray-50 pr-14 pl-5 text-sm text-gray-900 placeholder:text-gray-500 transition focus:border-primary focus:bg-white focus:ring-2 focus:ring-primary/20 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex h-9 w-11 items-center justify-center rounded-full bg-primary text-white transition hover:brightness-110"
      >
        <Search className="size-[18px]" aria-hidden />
      </button>
    </form>
  );
}
