import { Link, type To } from 'react-router';

/** A category of the results, with how many results it has. */
export interface CategoryCount {
  id: number;
  name: string;
  count: number;
}

interface CategoryCountsProps {
  counts: CategoryCount[];
  total: number;
  selected: number | null;
  hrefFor: (categoryId: number | null) => To;
}

/** The search page's category panel: narrows the results to one category. */
export function CategoryCounts({ counts, total, selected, hrefFor }: CategoryCountsProps) {
  const rows = [{ id: null, name: 'All Categories', count: total }, ...counts];
  return (
    <section aria-labelledby="category-counts-heading">
      <h2 id="category-counts-heading" className="mb-2 text-xs font-bold tracking-[0.12em] text-gray-500 uppercase">Category</h2>
      <ul className="space-y-0.5">
        {rows.map((row) => {
          const here = row.id === selected;
          return (
            <li key={row.id ?? 'all'}>
              <Link
                to={hrefFor(row.id)}
                replace
                preventScrollReset
                aria-current={here ? 'true' : undefined}
                className={`flex items-center justify-between gap-2 rounded-lg px-2.5 py-2 text-sm ${here ? 'bg-primary/10 font-bold text-primary' : 'text-gray-700 hover:bg-gray-50 hover:text-primary'}`}
              >
                <span className="truncate">{row.name}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs ${here ? 'bg-primary text-white' : 'bg-gray-100 text-gray-500'}`}>{row.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
