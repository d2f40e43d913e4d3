import { useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import type { LowStockReply } from '@haat/shared/console-api';
import type { Route } from './+types/low-stock';
import { Button } from '../components/button.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { XsrfField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatusBadge, StockFigure, Thumb } from '../components/catalogue/status-badge.tsx';
import { StockAdjust } from '../components/catalogue/stock-adjust.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formNumber, formText, thumbnail } from '../lib/catalogue.ts';
import { formResult } from '../lib/form-result.ts';
import { useLoadMore } from '../lib/load-more.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

type Row = LowStockReply['items'][number];

export function meta() {
  return [{ title: 'Low stock · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'lowStock');
  const after = new URL(request.url).searchParams.get('after') ?? undefined;
  return { page: await consoleApi(context).lowStock(after) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(context);
  const form = await request.formData();
  if (formText(form, 'intent') === 'threshold') {
    return formResult('threshold', async () => {
      const { threshold } = await api.lowStockThreshold(formNumber(form.get('threshold')) ?? Number.NaN);
      return `Sizes with ${threshold} or fewer in stock are listed here now.`;
    });
  }
  return formResult('stock', async () => {
    const note = formText(form, 'note');
    const { stock } = await api.stockAdjust(formNumber(form.get('product_id')) ?? 0, formNumber(form.get('size_id')) ?? 0,
      { delta: formNumber(form.get('delta')) ?? 0, reason: formText(form, 'reason') as 'restock', ...(note ? { note } : {}) });
    return `Stock is now ${stock}.`;
  });
}

function LowRow({ row, threshold }: { row: Row; threshold: number }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="p-3 sm:px-4" data-testid={`low-${row.sku ?? row.size_id}`}>
      <div className="flex items-center gap-3">
        <Thumb src={thumbnail(row.image)} />
        <div className="min-w-0 flex-1">
          <Link to={`/products/${row.product_id}`} className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700 sm:line-clamp-1 sm:text-base">{row.product_name}</Link>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">Size {row.label}{row.sku && <span>· {row.sku}</span>}{row.product_status !== 'published' && <StatusBadge status={row.product_status} />}</p>
          <p className="text-xs sm:hidden"><StockFigure stock={row.stock} low={threshold} suffix=" left" /></p>
        </div>
        <div className="hidden text-right text-sm sm:block"><StockFigure stock={row.stock} low={threshold} suffix=" left" /></div>
        <Button look="secondary" className="px-3" aria-expanded={open} onClick={() => setOpen(!open)}>Restock</Button>
      </div>
      {open && <StockAdjust sizeId={row.size_id} productId={row.product_id} label={row.label} stock={row.stock} onDone={() => setOpen(false)} />}
    </li>
  );
}

export default function LowStock({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const { rows, next, load, loading } = useLoadMore(page, (data: { page?: LowStockReply }) => data.page);
  return (
    <>
      <PageHeader title="Low stock" description={`Sizes with ${page.threshold} or fewer in stock, fewest first.`} />
      <Form method="post" className="mb-4 flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <XsrfField />
        <input type="hidden" name="intent" value="threshold" />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">Low-stock level
          <input name="threshold" inputMode="numeric" defaultValue={page.threshold} key={page.threshold} className="min-h-10 w-28 rounded-lg border border-slate-300 px-3 text-sm" />
        </label>
        <Button type="submit" look="secondary" disabled={navigation.state === 'submitting'}>Save level</Button>
        <p className="basis-full text-xs text-slate-500">A size counts as low when its stock is at or under this number.</p>
        {actionData?.form === 'threshold' && actionData.message && <div className="basis-full"><Notice tone={actionData.ok ? 'success' : 'error'}>{Object.values(actionData.fields ?? {})[0] ?? actionData.message}</Notice></div>}
      </Form>
      {rows.length === 0 ? <EmptyState icon="check" title="Nothing is running low">Every size has more than {page.threshold} in stock.</EmptyState> : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Sizes running low">
          {rows.map((row) => <LowRow key={row.size_id} row={row} threshold={page.threshold} />)}
        </ul>
      )}
      {next && <div className="mt-4 flex justify-center"><Button look="secondary" onClick={() => load('/low-stock', location.search)} disabled={loading}>{loading ? 'Loading…' : 'Load more'}</Button></div>}
    </>
  );
}
