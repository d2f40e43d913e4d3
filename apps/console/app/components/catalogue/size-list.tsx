import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleSize } from '@haat/shared/console-api';
import type { FormResult } from '../../lib/form-result.ts';
import { Button } from '../button.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { XsrfField } from '../form-field.tsx';
import { useXsrfToken, xsrfFieldName } from '../../lib/xsrf.ts';
import { Icon } from '../icons.tsx';
import { StockFigure } from './status-badge.tsx';
import { SortableList, type SortHandle } from './sortable-list.tsx';
import { StockAdjust } from './stock-adjust.tsx';

const input = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm';

function Refused({ fetcher }: { fetcher: { state: string; data?: FormResult } }) {
  const data = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (!data || data.ok) return null;
  const text = Object.values(data.fields ?? {})[0] ?? data.message;
  return <p role="alert" className="text-sm text-red-700">{text}</p>;
}

function SizeEdit({ size, onDone }: { size: ConsoleSize; onDone: () => void }) {
  const fetcher = useFetcher<FormResult>();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  return (
    <fetcher.Form method="post" className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3">
      <XsrfField />
      <input type="hidden" name="intent" value="size-update" />
      <input type="hidden" name="size_id" value={size.id} />
      <input name="label" defaultValue={size.label} aria-label="Size label" required className={input} />
      <input name="sku" defaultValue={size.sku ?? ''} aria-label="SKU" placeholder="SKU" className={input} />
      <div className="col-span-2 flex gap-2">
        <Button type="submit" disabled={fetcher.state !== 'idle'}>Save</Button>
        <Button look="ghost" onClick={onDone}>Cancel</Button>
      </div>
      <div className="col-span-2"><Refused fetcher={fetcher} /></div>
    </fetcher.Form>
  );
}

function RemoveSize({ size }: { size: ConsoleSize }) {
  const fetcher = useFetcher<FormResult>();
  return (
    <ConfirmDialog
      trigger={<Button look="ghost" className="text-red-700 hover:bg-red-50" aria-label={`Remove size ${size.label}`}><Icon name="trash" className="size-4" /></Button>}
      title={`Remove size ${size.label}?`}
      description={<>Shoppers can no longer choose it. Past orders keep their size. Its {size.stock} in stock go with it.</>}
      confirm={(
        <fetcher.Form method="post">
          <XsrfField />
          <input type="hidden" name="intent" value="size-remove" />
          <input type="hidden" name="size_id" value={size.id} />
          <Button type="submit" look="danger" className="w-full">Remove size</Button>
        </fetcher.Form>
      )} />
  );
}

function SizeRow({ size, handle, low }: { size: ConsoleSize; handle: SortHandle; low: number }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'stock'>('view');
  const step = 'grid size-9 place-items-center rounded-md text-slate-500 hover:bg-slate-100 disabled:opacity-30';
  return (
    <div className={`py-3 ${handle.dragging ? 'rounded-lg bg-white shadow-lg ring-1 ring-slate-200' : ''}`} data-testid={`size-${size.label}`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <div className="flex flex-col">
          <button type="button" className={step} disabled={!handle.moveUp} onClick={handle.moveUp} aria-label={`Move ${size.label} up`}><Icon name="arrowUp" className="size-4" /></button>
          <button type="button" className={step} disabled={!handle.moveDown} onClick={handle.moveDown} aria-label={`Move ${size.label} down`}><Icon name="arrowDown" className="size-4" /></button>
        </div>
        <div {...handle.handle} aria-label={`Size ${size.label}: drag to move`} className="min-w-24 flex-1 cursor-grab touch-manipulation">
          <p className="font-semibold text-slate-900">{size.label}</p>
          <p className="truncate text-xs text-slate-500">{size.sku ? `SKU ${size.sku}` : 'No SKU'}</p>
        </div>
        <div className="text-right text-sm whitespace-nowrap"><StockFigure stock={size.stock} low={low} suffix=" in stock" /></div>
        <div className="ml-auto flex items-center">
          <Button look="secondary" className="px-3" onClick={() => setMode(mode === 'stock' ? 'view' : 'stock')} aria-expanded={mode === 'stock'}>Stock</Button>
          <Button look="ghost" className="px-3" aria-label={`Edit size ${size.label}`} onClick={() => setMode(mode === 'edit' ? 'view' : 'edit')}><Icon name="pencil" className="size-4" /></Button>
          <RemoveSize size={size} />
        </div>
      </div>
      {mode === 'edit' && <SizeEdit size={size} onDone={() => setMode('view')} />}
      {mode === 'stock' && <StockAdjust sizeId={size.id} label={size.label} stock={size.stock} onDone={() => setMode('view')} />}
    </div>
  );
}

function AddSize() {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={form} method="post" className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4">
      <XsrfField />
      <input type="hidden" name="intent" value="size-add" />
      <input name="label" required placeholder="Size (M, 42, Free size)" aria-label="New size label" className={input} />
      <input name="sku" placeholder="SKU (optional)" aria-label="New size SKU" className={input} />
      <input name="stock" inputMode="numeric" placeholder="Stock" aria-label="New size stock" defaultValue="0" className={input} />
      <Button type="submit" look="secondary" disabled={fetcher.state !== 'idle'}><Icon name="plus" className="size-4" />Add size</Button>
      <div className="col-span-2"><Refused fetcher={fetcher} /></div>
    </fetcher.Form>
  );
}

/** A product's sizes: reorder, edit, remove, adjust stock; a new size at the bottom. */
export function SizeList({ sizes, low }: { sizes: readonly ConsoleSize[]; low: number }) {
  const fetcher = useFetcher<FormResult>();
  const xsrf = useXsrfToken();
  const [order, setOrder] = useState<number[] | null>(null);
  const [shownFor, setShownFor] = useState(sizes);
  // New sizes from the server (after any change) replace the order the reseller just dragged.
  if (shownFor !== sizes) {
    setShownFor(sizes);
    setOrder(null);
  }
  const shown = order ? order.map((id) => sizes.find((size) => size.id === id)).filter((size): size is ConsoleSize => !!size) : sizes;
  const reorder = (ids: number[]) => {
    setOrder(ids);
    fetcher.submit({ intent: 'size-order', ids: ids.join(','), [xsrfFieldName]: xsrf }, { method: 'post' });
  };
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="sizes-title">
      <h2 id="sizes-title" className="text-base font-semibold text-slate-900">Sizes and stock</h2>
      <p className="mt-1 text-sm text-slate-500">Shoppers choose one of these. Drag or use the arrows to change their order.</p>
      <Refused fetcher={fetcher} />
      {shown.length === 0
        ? <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">Add at least one size before publishing.</p>
        : <SortableList label="Sizes" items={shown} onOrder={reorder} render={(size, handle) => <SizeRow size={size} handle={handle} low={low} />} />}
      <AddSize />
    </section>
  );
}
