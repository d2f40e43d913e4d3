import { useState } from 'react';
import { useFetcher } from 'react-router';

interface Page<Row> { items: Row[]; next: string | null }

/**
 * "Load more" under a list whose first page came from the loader: later pages are fetched
 * from the same route with `after` and added below. Render the list with `key` set to the
 * page's search, so a new filter starts again from its first page.
 */
export function useLoadMore<Row, Data>(first: Page<Row>, pageOf: (data: Data) => Page<Row> | undefined) {
  const fetcher = useFetcher();
  const data = fetcher.data as Data | undefined;
  const [more, setMore] = useState<Page<Row>>({ items: [], next: first.next });
  const [taken, setTaken] = useState<Data | undefined>(undefined);
  // A page arrived: added once, during render (React's "adjust state when a value changes").
  if (fetcher.state === 'idle' && data !== undefined && data !== taken) {
    setTaken(data);
    const page = pageOf(data);
    if (page) setMore({ items: [...more.items, ...page.items], next: page.next });
  }
  const load = (path: string, search: string) => {
    if (!more.next) return;
    const params = new URLSearchParams(search);
    params.set('after', more.next);
    void fetcher.load(`${path}?${params}`);
  };
  return { rows: [...first.items, ...more.items], next: more.next, load, loading: fetcher.state !== 'idle' };
}
