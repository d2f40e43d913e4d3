import { Form, Link } from 'react-router';
import { orderTabLabels, orderTabs, type OrderTab } from '@haat/shared/console-api';
import { Button } from '../button.tsx';
import { Icon } from '../icons.tsx';
import { SearchBox } from '../search-box.tsx';

const fieldClass = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm';

/** The same search on another tab: the tab changes, the search and filters stay, the page starts again. */
function tabLink(values: URLSearchParams, tab: OrderTab): string {
  const next = new URLSearchParams(values);
  next.set('state', tab);
  next.delete('after');
  return `?${next}`;
}

/** The order list's tabs, one per step of the work, each with how many orders wait there. */
export function OrderTabs({ current, counts, values }: { current: OrderTab; counts: Record<OrderTab, number>; values: URLSearchParams }) {
  return (
    <nav aria-label="Order states" className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {orderTabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link to={tabLink(values, tab)} aria-current={active ? 'page' : undefined} preventScrollReset
                className={`-mb-px flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`}>
                {orderTabLabels[tab]}
                <span className={`rounded-full px-1.5 py-0.5 text-xs tabular-nums ${active ? 'bg-brand-50 text-brand-700' : counts[tab] > 0 && (tab === 'to_accept' || tab === 'accepted' || tab === 'packed') ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600'}`}>
                  {counts[tab].toLocaleString('en-IN')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Search (order number, phone, name or PIN code) and filters: a GET form, so a filtered list is a link. */
export function OrderFilters({ values }: { values: URLSearchParams }) {
  const get = (name: string) => values.get(name) ?? '';
  const narrowed = ['payment', 'from', 'to'].some((name) => get(name));
  return (
    <Form method="get" role="search" className="mb-4 space-y-3">
      <input type="hidden" name="state" value={get('state') || 'to_accept'} />
      <SearchBox label="Search by order number, phone, name or PIN code" placeholder="Order no., phone, name or PIN code" value={get('q')} />
      <details open={narrowed} className="group rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm">
        <summary className="flex min-h-9 cursor-pointer list-none items-center justify-between text-sm font-medium text-slate-700">
          <span>Payment and dates{narrowed && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">on</span>}</span>
          <Icon name="chevronRight" className="size-4 transition-transform group-open:rotate-90" />
        </summary>
        <div className="grid grid-cols-2 gap-3 py-3 md:grid-cols-4">
          <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-slate-600 md:col-span-1">Payment
            <select name="payment" defaultValue={get('payment')} className={fieldClass}>
              <option value="">Cash and online</option><option value="COD">Cash on delivery</option><option value="ONLINE">Paid online</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">Placed from
            <input type="date" name="from" defaultValue={get('from')} className={fieldClass} />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">to
            <input type="date" name="to" defaultValue={get('to')} className={fieldClass} />
          </label>
          <div className="col-span-2 flex items-end gap-2 md:col-span-1">
            <Button type="submit" look="secondary">Apply</Button>
            {narrowed && <Link to={`?state=${get('state') || 'to_accept'}`} className="inline-flex min-h-10 items-center px-3 text-sm font-medium text-slate-600 hover:text-slate-900">Clear</Link>}
          </div>
        </div>
      </details>
    </Form>
  );
}
