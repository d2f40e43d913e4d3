import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { staffStockReasons } from '@haat/shared/console-api';
import type { FormResult } from '../../lib/form-result.ts';
import { Button } from '../button.tsx';
import { XsrfField } from '../form-field.tsx';
import { Icon } from '../icons.tsx';

export const reasonLabels: Record<string, string> = {
  restock: 'Restock (new goods in)', damage: 'Damaged or lost', count: 'Stock count correction', adjust: 'Other adjustment', return: 'Returned by a shopper',
  import: 'CSV import', order: 'Order', cancel: 'Order cancelled', expired: 'Unpaid order expired',
  declined: 'Order declined', rto: 'Returned to origin',
};

/**
 * Changes one size's stock by a number of pieces, with why: +/− steps, the new figure shown
 * before saving, and a note for the history.
 */
export function StockAdjust({ sizeId, productId, label, stock, onDone, defaultReason = 'restock' }: {
  sizeId: number; productId?: number; label: string; stock: number; onDone?: () => void; defaultReason?: string;
}) {
  const fetcher = useFetcher<FormResult>();
  const [delta, setDelta] = useState(defaultReason === 'restock' ? 1 : -1);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onDone?.();
  }, [fetcher.state, fetcher.data, onDone]);
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? Object.values(fetcher.data.fields ?? {})[0] ?? fetcher.data.message : null;
  const after = stock + delta;
  const step = 'grid size-11 place-items-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50';
  return (
    <fetcher.Form method="post" className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3" aria-label={`Adjust stock of ${label}`}>
      <XsrfField />
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="size_id" value={sizeId} />
      {productId !== undefined && <input type="hidden" name="product_id" value={productId} />}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={step} onClick={() => setDelta(delta - 1)} aria-label="One less"><Icon name="minus" className="size-4" /></button>
        <input name="delta" inputMode="numeric" value={delta} onChange={(event) => setDelta(Number(event.target.value.replace(/[^\d-]/g, '')) || 0)}
          aria-label="Change in stock" className="min-h-11 w-20 rounded-lg border border-slate-300 bg-white text-center text-base font-semibold tabular-nums" />
        <button type="button" className={step} onClick={() => setDelta(delta + 1)} aria-label="One more"><Icon name="plus" className="size-4" /></button>
        <p className="text-sm text-slate-600">{stock} → <strong className={after < 0 ? 'text-red-700' : 'text-slate-900'}>{after}</strong> in stock</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <select name="reason" defaultValue={defaultReason} aria-label="Why" className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm">
          {staffStockReasons.map((reason) => <option key={reason} value={reason}>{reasonLabels[reason]}</option>)}
        </select>
        <input name="note" maxLength={200} placeholder="Note (optional)" aria-label="Note" className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm" />
      </div>
      {refused && <p role="alert" className="text-sm text-red-700">{refused}</p>}
      <div className="flex gap-2">
        <Button type="submit" disabled={fetcher.state !== 'idle' || delta === 0}>{fetcher.state !== 'idle' ? 'Saving…' : 'Save stock'}</Button>
        {onDone && <Button look="ghost" onClick={onDone}>Cancel</Button>}
      </div>
    </fetcher.Form>
  );
}
