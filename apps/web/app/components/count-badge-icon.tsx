import type { Icon } from './icons.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { PlainLink } from './follow-links.tsx';

interface CountBadgeIconProps {
  to: string;
  icon: Icon;
  /** Visible caption under the icon on desktop, and the start of the accessible name. */
  label: string;
  count: number;
  /** Names the badge for tests, whatever the language. */
  testId: string;
}

/** A header icon link (wishlist, cart) with the number of items as a badge; no badge at 0. */
export function CountBadgeIcon({ to, icon: Icon, label, count, testId }: CountBadgeIconProps) {
  const locale = useLocale();
  const shown = count > 99 ? '99+' : String(count);
  return (
    <PlainLink
      href={to}
      aria-label={count > 0 ? `${label}, ${m.shell_items({ count }, { locale })}` : label}
      className="group relative flex flex-col items-center gap-0.5 rounded-lg px-2 py-1 text-gray-700 transition hover:text-primary"
    >
      <span className="relative">
        <Icon className="size-6" strokeWidth={1.8} aria-hidden />
        {count > 0 && (
          <span
            data-testid={`${testId}-count`}
            className="absolute -top-2 -right-2.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
          >
            {shown}
          </span>
        )}
      </span>
      <span className="hidden text-xs font-semibold md:block" aria-hidden>{label}</span>
    </PlainLink>
  );
}
