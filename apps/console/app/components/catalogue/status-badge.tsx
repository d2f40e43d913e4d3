import type { ConsoleProductStatus } from '@haat/shared/console-api';
import { statusLabels } from '../../lib/catalogue.ts';

const tones: Record<ConsoleProductStatus, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-200',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  archived: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A product's state as a small coloured pill. */
export function StatusBadge({ status }: { status: ConsoleProductStatus }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[status]}`}>{statusLabels[status]}</span>;
}

/** Stock as a figure that turns amber when low and red when none is left. */
export function StockFigure({ stock, low = 5, suffix = '' }: { stock: number; low?: number; suffix?: string }) {
  const tone = stock <= 0 ? 'text-red-700' : stock <= low ? 'text-amber-700' : 'text-slate-800';
  return <span className={`font-medium tabular-nums ${tone}`}>{stock <= 0 ? 'Out of stock' : `${stock.toLocaleString('en-IN')}${suffix}`}</span>;
}

/** A square picture, or a soft placeholder when the product has none yet. */
export function Thumb({ src, alt = '', className = 'size-12' }: { src: string; alt?: string; className?: string }) {
  return src
    ? <img src={src} alt={alt} loading="lazy" className={`${className} shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200`} />
    : <span className={`${className} grid shrink-0 place-items-center rounded-lg bg-slate-100 text-xs text-slate-400 ring-1 ring-slate-200`}>No photo</span>;
}
