import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DashboardDay } from '@haat/shared/console-api';
import { bestDay, dashboardRupees, dayLabel, weekdayLabel } from '../../lib/dashboard.ts';
import type { SalesPlot } from './sales-chart-plot.ts';

/** The picked day's figures, or today's: big enough to read at arm's length. */
function Readout({ day, isToday }: { day: DashboardDay; isToday: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1" aria-live="polite">
      <p className="text-sm font-medium text-slate-600">{isToday ? `Today, ${dayLabel(day.day)}` : weekdayLabel(day.day)}</p>
      <p className="flex items-center gap-1.5 text-sm text-slate-700"><span className="size-2.5 rounded-sm bg-brand-500" aria-hidden="true" /><span className="font-semibold text-slate-900 tabular-nums">{dashboardRupees(day.revenue)}</span> revenue</p>
      <p className="flex items-center gap-1.5 text-sm text-slate-700"><span className="size-2.5 rounded-full bg-amber-500" aria-hidden="true" /><span className="font-semibold text-slate-900 tabular-nums">{day.orders.toLocaleString('en-IN')}</span> order{day.orders === 1 ? '' : 's'}</p>
    </div>
  );
}

/**
 * Revenue and orders by day over 30 days. The chart library is fetched in the browser after the
 * page has painted (its own chunk); until then, and without script, the box keeps its height.
 * A table of the same days is there for screen readers; arrow keys walk the days.
 */
export function SalesChart({ daily }: { daily: readonly DashboardDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<SalesPlot | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let gone = false;
    let observer: ResizeObserver | null = null;
    import('./sales-chart-plot.ts').then(({ drawSalesChart }) => {
      if (gone) return;
      // The box's CSS gives the size (shorter on phones); the chart fills it and follows it.
      plot.current = drawSalesChart(target, daily, { width: target.clientWidth, height: target.clientHeight }, setPicked);
      observer = new ResizeObserver(() => plot.current?.resize({ width: target.clientWidth, height: target.clientHeight }));
      observer.observe(target);
    }, () => setFailed(true));
    return () => {
      gone = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [daily]);

  const last = daily.length - 1;
  const shown = picked ?? last;
  const best = bestDay(daily);

  function walk(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, shown + step));
    plot.current?.pick(next);
    setPicked(next);
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="sales-chart-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-chart-title" className="text-base font-semibold text-slate-900">Last 30 days</h2>
        {best && <p className="text-xs text-slate-500">Best day: {dayLabel(best.day)}, {dashboardRupees(best.revenue)}</p>}
      </div>
      {daily[shown] && <Readout day={daily[shown]} isToday={shown === last} />}
      {/* The canvas is for the eye; arrow keys walk its days (a slider), and the table below lists them. */}
      <div
        ref={box}
        role="slider"
        tabIndex={0}
        onKeyDown={walk}
        aria-label="Day of the chart"
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={shown}
        aria-valuetext={daily[shown] ? `${dayLabel(daily[shown].day)}: ${dashboardRupees(daily[shown].revenue)}, ${daily[shown].orders} orders` : ''}
        className="relative mt-3 h-[220px] w-full rounded-lg sm:h-[280px]"
        data-testid="sales-chart"
      >
        {failed && <p className="grid h-full place-items-center text-sm text-slate-500">The chart could not load. The figures above are up to date.</p>}
        {!failed && !best && <p className="pointer-events-none absolute inset-0 z-10 grid place-items-center"><span className="rounded-lg bg-white/90 px-3 py-1.5 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">No sales in the last 30 days yet.</span></p>}
      </div>
      <table className="sr-only">
        <caption>Revenue and orders by day, last 30 days</caption>
        <thead><tr><th scope="col">Day</th><th scope="col">Revenue</th><th scope="col">Orders</th></tr></thead>
        <tbody>
          {daily.map((day) => <tr key={day.day}><th scope="row">{dayLabel(day.day)}</th><td>{dashboardRupees(day.revenue)}</td><td>{day.orders}</td></tr>)}
        </tbody>
      </table>
    </section>
  );
}
