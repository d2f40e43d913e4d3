// The 30-day chart's drawing, with uPlot: imported only from the chart's effect in the browser,
// so uPlot and its styles make a chunk of their own, loaded after the dashboard has painted, and
// the server never loads them (DESIGN §3: chart library in the console only).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardDay } from '@haat/shared/console-api';
import { compactRupees, dayLabel } from '../../lib/dashboard.ts';

// The console's indigo (app.css --color-brand-*) and a warm line for orders.
const revenueFill = 'rgba(99, 102, 241, 0.75)';
const revenueStroke = '#4f46e5';
const ordersStroke = '#f59e0b';
const grid = { stroke: '#e2e8f0', width: 1 };
const axisFont = '12px Inter, "Segoe UI", Roboto, sans-serif';
// Ticks fall on whole days and whole orders.
const daySteps = [1, 2, 3, 5, 7, 10, 15];
const wholeSteps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];

export interface SalesPlot {
  /** Picks a day as a tap would (null to let go). */
  pick(index: number | null): void;
  resize(size: { width: number; height: number }): void;
  destroy(): void;
}

/**
 * Draws revenue (bars, left axis) and orders (line, right axis) by day into `target`. The day
 * under the pointer or the last tap goes to `onPick` (null when it leaves), for the page's own
 * readout: larger than uPlot's legend, and in the console's type.
 */
export function drawSalesChart(target: HTMLElement, daily: readonly DashboardDay[], size: { width: number; height: number }, onPick: (index: number | null) => void): SalesPlot {
  const { width, height } = size;
  const x = daily.map((_, i) => i);
  const compact = width < 560;
  const options: uPlot.Options = {
    width,
    height,
    scales: {
      x: { time: false, range: [-0.6, daily.length - 0.4] },
      // Quiet days still get a readable scale (₹100, 4 orders), never ticks of a fraction of a rupee.
      rupees: { range: (_u, _min, max) => [0, Math.max(max, 100) * 1.1] },
      orders: { range: (_u, _min, max) => [0, Math.max(max, 4) * 1.1] },
    },
    // A tap or a pointer picks a day; dragging must not zoom (no way back on a phone).
    cursor: { drag: { x: false, y: false }, points: { size: 7 }, y: false },
    legend: { show: false },
    hooks: { setCursor: [(u) => onPick(u.cursor.idx ?? null)] },
    series: [
      {},
      { label: 'Revenue', scale: 'rupees', fill: revenueFill, stroke: revenueStroke, width: 0, paths: uPlot.paths.bars!({ size: [0.7, 28], gap: 1 }), points: { show: false } },
      { label: 'Orders', scale: 'orders', stroke: ordersStroke, width: 2, points: { show: true, size: 4, fill: ordersStroke } },
    ],
    axes: [
      {
        grid: { show: false }, ticks: { show: false }, font: axisFont, stroke: '#64748b', space: compact ? 56 : 64, size: 28, gap: 6, incrs: daySteps,
        values: (_u, splits) => splits.map((i) => (daily[i] ? dayLabel(daily[i].day) : '')),
      },
      { scale: 'rupees', grid, ticks: { show: false }, font: axisFont, stroke: '#64748b', size: compact ? 52 : 60, values: (_u, splits) => splits.map((v) => (v === 0 ? '' : compactRupees(v))) },
      {
        scale: 'orders', side: 1, grid: { show: false }, ticks: { show: false }, font: axisFont, stroke: '#b45309', size: compact ? 32 : 40, incrs: wholeSteps,
        // Zero goes unsaid on both sides, clear of the first day's label.
        values: (_u, splits) => splits.map((v) => (v === 0 ? '' : v.toLocaleString('en-IN'))),
      },
    ],
  };
  const plot = new uPlot(options, [x, daily.map((d) => d.revenue), daily.map((d) => d.orders)], target);
  // uPlot follows a mouse; a finger picks a day by touching the chart or sliding along it, while
  // an upward or downward swipe still scrolls the page.
  const touch = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    const rect = plot.over.getBoundingClientRect();
    plot.setCursor({ left: event.clientX - rect.left, top: event.clientY - rect.top });
  };
  plot.over.style.touchAction = 'pan-y';
  plot.over.addEventListener('pointerdown', touch);
  plot.over.addEventListener('pointermove', touch);
  return {
    pick: (index) => plot.setCursor({ left: index === null ? -10 : plot.valToPos(index, 'x'), top: index === null ? -10 : 10 }),
    resize: (next) => plot.setSize(next),
    destroy: () => plot.destroy(),
  };
}
