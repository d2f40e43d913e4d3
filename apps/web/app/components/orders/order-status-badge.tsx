import { badgeClasses, statusTone } from './status-tone.ts';

/** A line's or order's status as a coloured pill: `code` picks the colour, `label` is what it says. */
export function OrderStatusBadge({ code, label, className = '' }: { code: string; label: string; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${badgeClasses[statusTone(code)]} ${className}`}>
      {label}
    </span>
  );
}
