import { ToggleGroup } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { dashboardPeriods, type DashboardPeriod, type DashboardReply } from '@haat/shared/console-api';
import { dashboardRupees, percent, periodLabels, periodSpan } from '../../lib/dashboard.ts';

function Figure({ label, value, note, testId }: { label: string; value: string; note?: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 sm:p-4">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-2xl" data-testid={testId}>{value}</dd>
      {note && <dd className="text-xs text-slate-500">{note}</dd>}
    </div>
  );
}

/** Orders, revenue, average order value and COD share, for today, 7 or 30 days at a tap (no reload). */
export function PeriodFigures({ periods, today }: { periods: DashboardReply['periods']; today: string }) {
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const figures = periods[period];
  const online = figures.orders - figures.cod_orders;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="sales-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="sales-title" className="text-base font-semibold text-slate-900">Sales</h2>
          <p className="text-xs text-slate-500">{periodSpan(period, figures.from, today)}</p>
        </div>
        <ToggleGroup.Root
          type="single" value={period} aria-label="Period"
          onValueChange={(value) => { if (value) setPeriod(value as DashboardPeriod); }}
          className="inline-flex rounded-lg bg-slate-100 p-1"
        >
          {dashboardPeriods.map((p) => (
            <ToggleGroup.Item
              key={p} value={p} data-testid={`period-${p}`}
              className="min-h-9 rounded-md px-3 text-sm font-medium text-slate-600 transition hover:text-slate-900 data-[state=on]:bg-white data-[state=on]:text-slate-900 data-[state=on]:shadow-sm"
            >
              {periodLabels[p]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <Figure label="Orders" value={figures.orders.toLocaleString('en-IN')} testId="figure-orders" />
        <Figure label="Revenue" value={dashboardRupees(figures.revenue)} note="After refunds and cancelled items" testId="figure-revenue" />
        <Figure label="Average order" value={dashboardRupees(figures.average_order_value)} testId="figure-aov" />
        <Figure
          label="Cash on delivery" value={percent(figures.cod_share)} testId="figure-cod"
          note={figures.orders === 0 ? 'No orders yet' : (
            <>
              <span className="mb-1 flex h-1.5 overflow-hidden rounded-full bg-emerald-200" aria-hidden="true">
                <span className="bg-amber-500" style={{ width: `${figures.cod_share}%` }} />
              </span>
              {figures.cod_orders.toLocaleString('en-IN')} COD · {online.toLocaleString('en-IN')} paid online
            </>
          )}
        />
      </dl>
    </section>
  );
}
