import type { StockMovement } from '@haat/shared/console-api';
import { shortDateTime } from '../../lib/dates.ts';
import { reasonLabels } from './stock-adjust.tsx';

/** Who changed stock, why and when: newest first, for the whole product. */
export function StockHistory({ movements }: { movements: readonly StockMovement[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="history-title">
      <h2 id="history-title" className="text-base font-semibold text-slate-900">Stock history</h2>
      {movements.length === 0 ? <p className="mt-2 text-sm text-slate-500">No stock changes yet.</p> : (
        <ol className="mt-3 divide-y divide-slate-100 text-sm">
          {movements.map((move) => (
            <li key={move.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-slate-900"><span className="font-medium">{move.size_label}</span> · {reasonLabels[move.reason] ?? move.reason}{move.order_id ? ` #${move.order_id}` : ''}</p>
                <p className="text-xs text-slate-500">{move.staff_name ?? 'Shop'} · {shortDateTime(move.at)}{move.note && ` · “${move.note}”`}</p>
              </div>
              <p className="shrink-0 text-right tabular-nums">
                <span className={`font-semibold ${move.delta > 0 ? 'text-emerald-700' : 'text-red-700'}`}>{move.delta > 0 ? `+${move.delta}` : move.delta}</span>
                <span className="block text-xs text-slate-500">now {move.stock_after}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
