/** The search page's title: the text searched for and how many results the filters leave. */
export function SearchHeader({ query, shown, total }: { query: string; shown: number; total: number | null }) {
  return (
    <header className="mb-3 md:mb-5">
      <p className="mb-1 text-xs font-semibold tracking-[0.12em] text-gray-500 uppercase">Search results</p>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-xl font-extrabold tracking-tight text-gray-900 md:text-2xl">“{query}”</h1>
        {total !== null && (
          <p className="text-sm text-gray-500" data-testid="result-count" aria-live="polite">
            {shown === total ? `${total} ${total === 1 ? 'result' : 'results'}` : `${shown} of ${total} results`}
          </p>
        )}
      </div>
    </header>
  );
}
