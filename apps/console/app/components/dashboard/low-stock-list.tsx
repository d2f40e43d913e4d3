import { Link } from 'react-router';
import type { DashboardReply } from '@haat/shared/console-api';
import { thumbnail } from '../../lib/catalogue.ts';
import { StockFigure, Thumb } from '../catalogue/status-badge.tsx';

/** The emptiest sizes of the low-stock list, each opening its product; the whole list a tap away. */
export function LowStockList({ low }: { low: DashboardReply['low_stock'] }) {
  return (
    <section className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby="low-stock-title">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 id="low-stock-title" className="text-base font-semibold text-slate-900">Low stock</h2>
        <Link to="/low-stock" className="text-sm font-medium text-brand-700 hover:text-brand-600">See all</Link>
      </div>
      {low.items.length === 0 ? <p className="px-5 py-8 text-center text-sm text-slate-500">Nothing is running low: every size has more than {low.threshold} in stock.</p> : (
        <ul className="divide-y divide-slate-100">
          {low.items.map((size) => (
            <li key={size.size_id}>
              <Link to={`/products/${size.product_id}`} className="flex items-center gap-3 px-4 py-2.5 hover:bg-slate-50 sm:px-5">
                <Thumb src={thumbnail(size.image)} className="size-10" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{size.product_name}</p>
                  <p className="text-xs text-slate-500">Size {size.label}{size.sku && ` · ${size.sku}`}</p>
                </div>
                <span className="text-sm"><StockFigure stock={size.stock} low={low.threshold} suffix=" left" /></span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
