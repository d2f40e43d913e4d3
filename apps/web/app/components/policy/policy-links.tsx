import { ChevronRight, FileText, Headset, type Icon, Info, RotateCcw } from '../icons.tsx';
import type { Locale } from '../../i18n/locale.ts';
import * as shell from '../../i18n/m/shell.ts';
import { policy_more_information } from '../../i18n/m/policy.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

interface InfoPage {
  /** The page's name, as the footer says it (the shell's messages, already on every page). */
  label: (inputs: Record<string, never>, options: { locale: Locale }) => string;
  to: string;
  icon: Icon;
}

/** The store's help and policy pages, each linking the others. */
export const infoPages: InfoPage[] = [
  { label: shell.footer_support, to: '/CustomerSupport', icon: Headset },
  { label: shell.footer_about, to: '/aboutPage', icon: Info },
  { label: shell.footer_return_policy, to: '/ReturnPolicy', icon: RotateCcw },
  { label: shell.footer_terms, to: '/ResellerTermsConditions', icon: FileText },
];

/** "More information": the other help and policy pages than the current one. */
export function PolicyLinks({ current }: { current: string }) {
  const others = infoPages.filter((page) => page.to !== current);
  const locale = useLocale();
  return (
    <nav aria-labelledby="policy-links-title" className="rounded-2xl border border-gray-200 bg-white p-2 shadow-sm">
      <h2 id="policy-links-title" className="px-3 pt-3 pb-2 text-xs font-bold tracking-wider text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{policy_more_information({}, { locale })}</h2>
      <ul>
        {others.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <PlainLink href={to} className="group flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-gray-800 transition hover:bg-primary/5 hover:text-primary">
              <Icon className="size-4 shrink-0 text-gray-400 transition group-hover:text-primary" aria-hidden />
              <span className="flex-1">{label({}, { locale })}</span>
              <ChevronRight className="size-4 text-gray-300 transition group-hover:translate-x-0.5 group-hover:text-primary" aria-hidden />
            </PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
