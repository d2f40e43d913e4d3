import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';
import { Icon } from './icons.tsx';

// No client-side sorting, filtering or paging: console lists are paged on the server by cursor.
const features = tableFeatures({});
type Features = typeof features;

/** A column of a DataTable (TanStack Table v9's ColumnDef with no extra features). */
export type DataColumn<Row extends RowData> = ColumnDef<Features, Row, any>;

export interface DataTableProps<Row extends RowData> {
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: ReadonlyArray<Row>;
  /** A stable key per row (its id), so React keeps row state across pages and edits. */
  rowId: (row: Row) => string;
  /** Shown instead of the table when there are no rows (an EmptyState). */
  empty: ReactNode;
  /** Links to the previous and next page (the server's cursors, put in the URL by the page). */
  previous?: string | null;
  next?: string | null;
  /** Names the table for screen readers. */
  caption: string;
}

/**
 * A list of rows from the server, one page at a time: headers, cells (plain values or
 * components), previous/next page links from the server's cursors, and an empty state.
 * Scrolls sideways on narrow screens rather than squeezing its columns.
 */
export function DataTable<Row extends RowData>({ columns, rows, rowId, empty, previous, next, caption }: DataTableProps<Row>) {
  const table = useTable<Features, Row>({ features, columns, data: rows, getRowId: (row) => rowId(row) });
  if (rows.length === 0 && !previous) return <>{empty}</>;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-4 py-3">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50/60">
                {row.getAllCells().map((cell) => (
                  // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- the cell's content is its column's, labelled by the header
                  <td key={cell.id} className="px-4 py-3 align-middle text-slate-800">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(previous || next) && (
        <nav aria-label="Pages" className="flex items-center justify-between border-t border-slate-200 px-4 py-3">
          {previous ? <Link to={previous} className={buttonClass('secondary')}><Icon name="chevronLeft" className="size-4" />Previous</Link> : <span />}
          {next ? <Link to={next} className={buttonClass('secondary')}>Next<Icon name="chevronRight" className="size-4" /></Link> : <span />}
        </nav>
      )}
    </div>
  );
}
