import { Link } from 'react-router';
import type { CustomerListRow } from '@haat/shared/console-api';
import { rupees } from '../../lib/catalogue.ts';
import { shortDate } from '../../lib/dates.ts';
import { DataTable, type DataColumn } from '../data-table.tsx';
import { EmptyState } from '../empty-state.tsx';

/** "COD stopped": the one flag a reseller sets on a customer. */
export function CodStopped({ blocked }: { blocked: boolean }) {
  return blocked ? <span className="inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200 ring-inset">COD stopped</span> : null;
}

function NameCell({ row }: { row: CustomerListRow }) {
  return (
    <Link to={`/customers/${row.id}`} className="flex flex-col hover:text-brand-700">
      <span className="font-medium text-slate-900">{row.name}</span>
      <span className="text-xs text-slate-500">{row.email}</span>
    </Link>
  );
}

const columns: DataColumn<CustomerListRow>[] = [
  { id: 'name', header: 'Customer', cell: ({ row }) => <NameCell row={row.original} /> },
  { id: 'mobile', header: 'Mobile', cell: ({ row }) => <span className="tabular-nums">{row.original.mobile}</span> },
  { id: 'orders', header: 'Orders', cell: ({ row }) => <span className="tabular-nums">{row.original.orders.toLocaleString('en-IN')}</span> },
  { id: 'spent', header: 'Spent', cell: ({ row }) => <span className="font-medium tabular-nums">{rupees(row.original.spent)}</span> },
  { id: 'joined', header: 'Joined', cell: ({ row }) => <span className="text-slate-600">{shortDate(row.original.joined_at)}</span> },
  { id: 'cod', header: () => <span className="sr-only">Cash on delivery</span>, cell: ({ row }) => <CodStopped blocked={row.original.cod_blocked} /> },
];

function CustomerCard({ row }: { row: CustomerListRow }) {
  return (
    <li>
      <Link to={`/customers/${row.id}`} className="block rounded-xl border border-slate-200 bg-white p-3 shadow-sm active:bg-slate-50">
        <div className="flex items-start justify-between gap-2">
          <p className="font-medium text-slate-900">{row.name}</p>
          <CodStopped blocked={row.cod_blocked} />
        </div>
        <p className="mt-0.5 truncate text-xs text-slate-500">{row.mobile} · {row.email}</p>
        <p className="mt-1.5 text-sm text-slate-700">{row.orders} {row.orders === 1 ? 'order' : 'orders'} · <span className="font-medium">{rupees(row.spent)}</span></p>
      </Link>
    </li>
  );
}

/** The shop's customers: a table on wide screens, cards on phones. */
export function CustomerRows({ rows, searched }: { rows: readonly CustomerListRow[]; searched: boolean }) {
  const empty = searched
    ? <EmptyState icon="search" title="Nobody matches">Try part of the name, the e-mail, or the last digits of the mobile number.</EmptyState>
    : <EmptyState icon="users" title="No customers yet">Shoppers show here once they create an account in your shop.</EmptyState>;
  if (rows.length === 0) return empty;
  return (
    <>
      <div className="hidden md:block"><DataTable caption="Customers" columns={columns} rows={rows} rowId={(row) => String(row.id)} empty={empty} /></div>
      <ul className="space-y-2 md:hidden" aria-label="Customers">{rows.map((row) => <CustomerCard key={row.id} row={row} />)}</ul>
    </>
  );
}
