import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { FeaturedProduct } from '@haat/shared/console-api';
import { thumbnail } from '../../lib/catalogue.ts';
import { Icon } from '../icons.tsx';

/** A search of the shop's products to feature in a section; `onPick` adds one, `full` says no more fit. */
export function ProductPicker({ onPick, chosen, full, groupName }: { onPick: (product: FeaturedProduct) => void; chosen: readonly number[]; full: boolean; groupName: string }) {
  const fetcher = useFetcher<{ products: FeaturedProduct[] }>();
  const [q, setQ] = useState('');
  const id = useId();
  const { load } = fetcher;
  useEffect(() => {
    if (q.trim() === '') return undefined;
    // Waits for a pause in typing, so a word sends one search, not one per letter.
    const timer = setTimeout(() => { void load(`/settings/home/products?q=${encodeURIComponent(q.trim())}`); }, 250);
    return () => clearTimeout(timer);
  }, [q, load]);
  const found = q.trim() === '' ? [] : (fetcher.data?.products ?? []);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="sr-only">Find a product to feature in {groupName}</label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input id={id} type="search" value={q} onChange={(event) => setQ(event.target.value)} disabled={full}
          placeholder={full ? 'Six products: remove one to add another' : 'Find a product to feature…'}
          className="min-h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-50" />
      </div>
      {found.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label={`Products found for ${groupName}`}>
          {found.map((product) => {
            const taken = chosen.includes(product.id);
            return (
              <li key={product.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <img src={thumbnail(product.image)} alt="" className="size-9 shrink-0 rounded-md bg-slate-100 object-cover" />
                <span className="min-w-0 flex-1 truncate">{product.name}{product.status !== 'published' && <span className="ml-2 text-xs text-amber-700">({product.status}, not shown)</span>}</span>
                <button type="button" disabled={taken || full} onClick={() => onPick(product)}
                  className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent">
                  {taken ? 'Added' : <><Icon name="plus" className="size-4" />Add</>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {q.trim() !== '' && fetcher.state === 'idle' && fetcher.data && found.length === 0 && <p className="text-sm text-slate-500">No product matches “{q.trim()}”.</p>}
    </div>
  );
}
