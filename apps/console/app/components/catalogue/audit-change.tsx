import { rupees } from '../../lib/catalogue.ts';

// Money is stored as paise: these fields, and any named `…_paise`, are shown in rupees.
const paiseFields = new Set(['original_price', 'discount_price', 'delivery_charge']);
const isPaise = (name: string) => paiseFields.has(name) || name.endsWith('_paise');

/** A field's name in words: "cod_fee_paise" as "cod fee". */
function fieldName(name: string): string {
  return name.replace(/_paise$/, '').replaceAll('_', ' ');
}

/** A stored value as a short line: text as is, lists and objects as compact JSON, empty as a dash. */
function shown(value: unknown, name: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && isPaise(name)) return rupees(value / 100);
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The fields one change touched, each as before → after. */
export function AuditChange({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (names.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      {names.slice(0, 8).map((name) => (
        <div key={name} className="contents">
          <dt className="font-medium text-slate-500">{fieldName(name)}</dt>
          <dd className="min-w-0 break-words text-slate-800">
            {before && <span className="text-red-700 line-through decoration-red-300">{shown(before[name], name)}</span>}
            {before && after && <span className="mx-1 text-slate-400">→</span>}
            {after && <span className="text-emerald-800">{shown(after[name], name)}</span>}
          </dd>
        </div>
      ))}
      {names.length > 8 && <dd className="col-span-2 text-slate-500">and {names.length - 8} more fields</dd>}
    </dl>
  );
}
