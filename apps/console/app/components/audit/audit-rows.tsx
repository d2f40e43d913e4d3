import { Link } from 'react-router';
import type { AuditRow } from '@haat/shared/console-api';
import { shortDateTime } from '../../lib/dates.ts';
import { AuditChange } from '../catalogue/audit-change.tsx';
import { DataTable, type DataColumn } from '../data-table.tsx';
import { EmptyState } from '../empty-state.tsx';
import { actionLabel } from './audit-labels.ts';

const pagePaths = { product: '/products/', order: '/orders/', customer: '/customers/' } as const;

/** One subject of each kind, for a subject that is gone ("Size #642"). */
const kindNames: Record<string, string> = {
  product: 'Product', size: 'Size', group: 'Category group', category: 'Category', subcategory: 'Subcategory', order: 'Order',
  customer: 'Customer', staff: 'Staff member', invitation: 'Invitation', store: 'Shop', banner: 'Banner',
};

/** Who made the change: a staff member by name, a CSV import, or the command line. */
function who(row: AuditRow): string {
  if (row.staff_name) return row.staff_name;
  if (row.staff_id !== null) return `Staff #${row.staff_id} (removed)`;
  return row.job_id ? 'CSV import' : 'Command line / system';
}

/** A subject that is gone: named from what its last change kept (a removal keeps the name), else by kind and number. */
function goneName(row: AuditRow): string {
  const kept = { ...row.after, ...row.before };
  const name = ['name', 'label', 'email', 'url'].map((key) => kept[key]).find((value) => typeof value === 'string' && value !== '');
  const kind = kindNames[row.entity_type] ?? row.entity_type;
  return `${kind}${row.entity_id ? ` #${row.entity_id}` : ''}${name ? ` “${name as string}”` : ''} (removed)`;
}

/** The subject in words, linked to its console page when it has one. */
function Subject({ row }: { row: AuditRow }) {
  if (row.subject === null) return <span className="text-slate-500">{goneName(row)}</span>;
  if (row.page) return <Link to={`${pagePaths[row.page.kind]}${row.page.id}`} className="font-medium text-brand-700 hover:underline">{row.subject}</Link>;
  return <span className="font-medium text-slate-800">{row.subject}</span>;
}

function WhatCell({ row }: { row: AuditRow }) {
  return (
    <span className="flex max-w-[20rem] flex-col gap-0.5 whitespace-normal">
      <span className="font-semibold text-slate-900">{actionLabel(row.action, row.after)}</span>
      <span className="text-sm"><Subject row={row} /></span>
      {row.job_id ? <span className="text-xs text-slate-500">Import #{row.job_id}</span> : null}
    </span>
  );
}

function WhoCell({ row }: { row: AuditRow }) {
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span className="font-medium text-slate-900">{who(row)}</span>
      <time dateTime={row.at} className="text-xs text-slate-500">{shortDateTime(row.at)}</time>
    </span>
  );
}

const columns: DataColumn<AuditRow>[] = [
  { id: 'who', header: 'Who and when', cell: ({ row }) => <WhoCell row={row.original} /> },
  { id: 'what', header: 'What', cell: ({ row }) => <WhatCell row={row.original} /> },
  { id: 'change', header: 'Before → after', cell: ({ row }) => <div className="max-w-[28rem] min-w-[16rem] whitespace-normal"><AuditChange before={row.original.before} after={row.original.after} /></div> },
];

function AuditCard({ row }: { row: AuditRow }) {
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{actionLabel(row.action, row.after)}</p>
        <time dateTime={row.at} className="shrink-0 text-xs text-slate-500">{shortDateTime(row.at)}</time>
      </div>
      <p className="text-sm"><Subject row={row} /></p>
      <p className="text-xs text-slate-500">by {who(row)}{row.job_id ? ` · import #${row.job_id}` : ''}</p>
      <AuditChange before={row.before} after={row.after} />
    </li>
  );
}

/** The changes: a table on wide screens, cards on phones. */
export function AuditRows({ rows, filtered }: { rows: readonly AuditRow[]; filtered: boolean }) {
  const empty = filtered
    ? <EmptyState icon="search" title="No changes match">Try another person, kind of change or wider dates.</EmptyState>
    : <EmptyState icon="history" title="No changes recorded">Changes made in the console appear here.</EmptyState>;
  if (rows.length === 0) return empty;
  return (
    <>
      <div className="hidden md:block">
        <DataTable caption="Changes" columns={columns} rows={rows} rowId={(row) => String(row.id)} empty={empty} />
      </div>
      <ul className="space-y-2 md:hidden" aria-label="Changes">
        {rows.map((row) => <AuditCard key={row.id} row={row} />)}
      </ul>
    </>
  );
}
