import { createContext, use } from 'react';
import { Link } from 'react-router';
import type { OrderListRow } from '@haat/shared/console-api';
import { rupees } from '../../lib/catalogue.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { DataTable, type DataColumn } from '../data-table.tsx';
import { EmptyState } from '../empty-state.tsx';
import { OrderStatus, PaymentTag } from './order-status.tsx';
import { NextStep } from './quick-move.tsx';

/** What an order holds, in a line: the first item, and how many more. */
function itemsText(row: OrderListRow): string {
  const active = row.lines.filter((line) => line.status === 'active');
  const lines = active.length > 0 ? active : row.lines;
  const [first] = lines;
  if (!first) return '';
  const size = first.size ? ` (${first.size})` : '';
  const more = lines.length > 1 ? ` + ${lines.length - 1} more` : '';
  return `${first.units} × ${first.name}${size}${more}`;
}

export interface Selection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  toggleAll: (ids: number[], on: boolean) => void;
}

/** The list's selection and the ids shown, for the table's checkbox cells (defined once, outside any render). */
const SelectionContext = createContext<{ selection: Selection; ids: number[] } | null>(null);

function Check({ row, selection }: { row: OrderListRow; selection: Selection }) {
  return (
    <input type="checkbox" checked={selection.selected.has(row.id)} onChange={() => selection.toggle(row.id)}
      aria-label={`Select order ${row.id}`} className="size-5 rounded border-slate-300 accent-brand-600" />
  );
}

function OrderCard({ row, selection }: { row: OrderListRow; selection: Selection }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start gap-3">
        <Check row={row} selection={selection} />
        <Link to={`/orders/${row.id}`} className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold text-slate-900">#{row.id}</p>
            <OrderStatus status={row.status} />
          </div>
          <p className="mt-0.5 text-xs text-slate-500">{shortDateTime(row.created_at)} · {row.ship_name}, {row.ship_city} {row.ship_pincode}</p>
          <p className="mt-1.5 line-clamp-2 text-sm text-slate-700">{itemsText(row)}</p>
          <p className="mt-1.5 flex items-center justify-between gap-2"><span className="font-semibold text-slate-900 tabular-nums">{rupees(row.total)}</span><PaymentTag mode={row.payment_mode} paid={row.paid} /></p>
        </Link>
      </div>
      <NextStep orderId={row.id} moves={row.moves} className="mt-3" />
    </li>
  );
}

function CheckCell({ row }: { row: OrderListRow }) {
  const context = use(SelectionContext);
  return context ? <Check row={row} selection={context.selection} /> : null;
}

function CheckAll() {
  const context = use(SelectionContext);
  if (!context) return null;
  const { selection, ids } = context;
  const allOn = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return <input type="checkbox" checked={allOn} onChange={() => selection.toggleAll(ids, !allOn)} aria-label="Select every order shown" className="size-4 rounded border-slate-300 accent-brand-600" />;
}

function OrderCell({ row }: { row: OrderListRow }) {
  return (
    <Link to={`/orders/${row.id}`} className="flex flex-col items-start gap-0.5 hover:text-brand-700">
      <span className="font-semibold text-slate-900">#{row.id}</span>
      <span className="text-xs text-slate-500">{shortDateTime(row.created_at)}</span>
      <OrderStatus status={row.status} />
    </Link>
  );
}

function ShipToCell({ row }: { row: OrderListRow }) {
  return (
    <span className="flex max-w-[13rem] flex-col whitespace-normal">
      <span className="font-medium text-slate-900">{row.ship_name}</span>
      <span className="text-xs text-slate-500">{row.ship_city} {row.ship_pincode} · {row.ship_mobile}</span>
    </span>
  );
}

function TotalCell({ row }: { row: OrderListRow }) {
  return <span className="flex flex-col whitespace-nowrap"><span className="font-semibold tabular-nums">{rupees(row.total)}</span><PaymentTag mode={row.payment_mode} paid={row.paid} /></span>;
}

const columns: DataColumn<OrderListRow>[] = [
  { id: 'select', header: CheckAll, cell: ({ row }) => <CheckCell row={row.original} /> },
  { id: 'order', header: 'Order', cell: ({ row }) => <OrderCell row={row.original} /> },
  { id: 'customer', header: 'Ship to', cell: ({ row }) => <ShipToCell row={row.original} /> },
  { id: 'items', header: 'Items', cell: ({ row }) => <span className="line-clamp-2 block max-w-[16rem] whitespace-normal text-slate-700">{itemsText(row.original)}</span> },
  { id: 'total', header: 'Total', cell: ({ row }) => <TotalCell row={row.original} /> },
  { id: 'next', header: 'Next step', cell: ({ row }) => <NextStep orderId={row.original.id} moves={row.original.moves} /> },
];

/** The orders of a tab: a table with a checkbox per row on wide screens, cards on phones; each with its next step. */
export function OrderRows({ rows, selection, filtered }: { rows: readonly OrderListRow[]; selection: Selection; filtered: boolean }) {
  const ids = rows.map((row) => row.id);
  const empty = filtered
    ? <EmptyState icon="search" title="No orders match">Try another spelling, fewer digits of the phone number, or clear the dates.</EmptyState>
    : <EmptyState icon="truck" title="Nothing here">Orders show here as they reach this step.</EmptyState>;
  if (rows.length === 0) return empty;
  return (
    <>
      <div className="hidden lg:block">
        <SelectionContext value={{ selection, ids }}>
          <DataTable caption="Orders" columns={columns} rows={rows} rowId={(row) => String(row.id)} empty={empty} />
        </SelectionContext>
      </div>
      <ul className="space-y-2 lg:hidden" aria-label="Orders">
        {rows.map((row) => <OrderCard key={row.id} row={row} selection={selection} />)}
      </ul>
    </>
  );
}
