import { badgeClasses, statusTone } from './status-tone.ts';
import { statusText } from './order-texts.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A line's or order's status as a coloured pill: `code` picks the colour (and the Hindi words), `label` is what it says in English. */
export function OrderStatusBadge({ code, label, className = '' }: { code: string; label: string; className?: string }) {
  const locale = useLocale();
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${badgeClasses[statusTone(code)]} ${className}`}>
      {statusText(code, label, locale)}
    </span>
  );
}
