import { Link } from 'react-router';
import type { ProductListRow } from '@haat/shared/console-api';
import { rupees, thumbnail } from '../../lib/catalogue.ts';
import { DataTable, type DataColumn } from '../data-table.tsx';
import { EmptyState } from '../empty-state.tsx';
import { buttonClass } from '../button.tsx';
import { StatusBadge, StockFigure, Thumb } from './status-badge.tsx';

function Price({ row }: { row: ProductListRow }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="font-medium text-slate-900">{rupees(row.discount_price)}</span>
      {row.original_price > row.discount_price && <s className="ml-1.5 text-xs text-slate-400">{rupees(row.original_price)}</s>}
    </span>
  );
}

function Stock({ row, stacked = false }: { row: ProductListRow; stacked?: boolean }) {
  return (
    <span className={`text-sm whitespace-nowrap ${stacked ? 'flex flex-col' : ''}`}>
      <StockFigure stock={row.stock_total} suffix=" in stock" />
      <span className={`text-xs text-slate-500 ${stacked ? '' : 'ml-1'}`}>{stacked ? '' : '· '}{row.size_count === 1 ? '1 size' : `${row.size_count} sizes`}</span>
    </span>
  );
}

const columns: DataColumn<ProductListRow>[] = [
  { id: 'product', header: 'Product', cell: ({ row }) => (
    <Link to={`/products/${row.original.id}`} className="flex items-center gap-3 font-medium text-slate-900 hover:text-brand-700">
      <Thumb src={thumbnail(row.original.image)} />
      <span className="line-clamp-2 max-w-[16rem] whitespace-normal">{row.original.name}</span>
    </Link>
  ) },
  { id: 'category', header: 'Category', cell: ({ row }) => (
    <span className="line-clamp-2 block max-w-[12rem] whitespace-normal text-slate-600">{row.original.category.name}{row.original.subcategory && ` › ${row.original.subcategory.name}`}</span>
  ) },
  { id: 'status', header: 'State', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'price', header: 'Price', cell: ({ row }) => <Price row={row.original} /> },
  { id: 'stock', header: 'Stock', cell: ({ row }) => <Stock row={row.original} stacked /> },
];

/** One product as a card: the phone's list, where a table would need sideways scrolling. */
function ProductCard({ row }: { row: ProductListRow }) {
  return (
    <li>
      <Link to={`/products/${row.id}`} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm active:bg-slate-50">
        <Thumb src={thumbnail(row.image)} className="size-16" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <p className="line-clamp-2 text-sm font-medium text-slate-900">{row.name}</p>
            <StatusBadge status={row.status} />
          </div>
          <p className="mt-0.5 truncate text-xs text-slate-500">{row.category.name}{row.subcategory && ` › ${row.subcategory.name}`}</p>
          <div className="mt-1.5 flex items-center justify-between gap-2"><Price row={row} /><Stock row={row} /></div>
        </div>
      </Link>
    </li>
  );
}

/** The products of the list: a table on wide screens, cards on phones. */
export function ProductRows({ rows, filtered }: { rows: readonly ProductListRow[]; filtered: boolean }) {
  const empty = filtered
    ? <EmptyState icon="package" title="No products match">Try fewer filters, or search for part of the name.</EmptyState>
    : <EmptyState icon="package" title="No products yet" action={<Link to="/products/new" className={buttonClass()}>Add a product</Link>}>Add your first product, or import many at once from a CSV file.</EmptyState>;
  if (rows.length === 0) return empty;
  return (
    <>
      <div className="hidden md:block">
        <DataTable caption="Products" columns={columns} rows={rows} rowId={(row) => String(row.id)} empty={empty} />
      </div>
      <ul className="space-y-2 md:hidden" aria-label="Products">
        {rows.map((row) => <ProductCard key={row.id} row={row} />)}
      </ul>
    </>
  );
}
