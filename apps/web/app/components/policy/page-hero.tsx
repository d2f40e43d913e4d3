import { ChevronRight, type Icon } from '../icons.tsx';
import type { ReactNode } from 'react';
import { htmlLang, type Locale } from '../../i18n/locale.ts';
import { pages_breadcrumb, pages_home } from '../../i18n/m/pages.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

interface PageHeroProps {
  icon: Icon;
  /** Small line above the heading (the store's name, or the kind of page). */
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The page's name in the breadcrumb. */
  crumb: string;
  /** Chips under the intro (last updated, hours …). */
  children?: ReactNode;
}

/** The support and policy pages' opening: a breadcrumb, then a banner in the store's colour. */
export function PageHero({ icon: Icon, eyebrow, title, intro, crumb, children }: PageHeroProps) {
  const locale = useLocale();
  return (
    <header className="flex flex-col gap-3">
      <nav aria-label={pages_breadcrumb({}, { locale })} className="px-1 text-sm">
        <ol className="flex items-center gap-1.5 text-gray-500">
          <li>
            <PlainLink href="/" className="rounded-sm hover:text-primary hover:underline hover:underline-offset-4">{pages_home({}, { locale })}</PlainLink>
          </li>
          <li aria-hidden><ChevronRight className="size-3.5" /></li>
          <li aria-current="page" className="font-medium text-gray-800">{crumb}</li>
        </ol>
      </nav>
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-primary/75 px-5 py-7 text-white shadow-md md:px-10 md:py-10">
        {/* Depth over any theme colour: a dark wash and soft circles. */}
        <span aria-hidden className="absolute inset-0 bg-gradient-to-br from-white/5 via-transparent to-black/20" />
        <span aria-hidden className="absolute -top-12 -right-12 size-48 rounded-full bg-white/10 md:size-64" />
        <span aria-hidden className="absolute right-24 -bottom-20 hidden size-40 rounded-full bg-white/10 md:block" />
        <div className="relative flex items-start gap-4 md:gap-6">
          <span className="hidden size-16 shrink-0 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25 backdrop-blur-sm min-[480px]:flex md:size-20">
            <Icon className="size-8 md:size-10" strokeWidth={1.7} aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-[0.14em] text-white/80 uppercase [:lang(hi)_&]:tracking-normal">{eyebrow}</p>
            <h1 className="mt-1.5 text-[1.75rem] leading-tight font-extrabold md:text-4xl">{title}</h1>
            <p className="mt-2.5 max-w-2xl text-[15px] leading-relaxed text-white/90 md:text-base">{intro}</p>
            {children && <div className="mt-4 flex flex-wrap gap-2">{children}</div>}
          </div>
        </div>
      </div>
    </header>
  );
}

/** When the return policy and the terms last changed, for their "Last updated" chip: "December 2024" in the page's language. */
export function policiesUpdated(locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { month: 'long', year: 'numeric' }).format(new Date(2024, 11, 1));
}

/** A small frosted label on the hero banner. */
export function HeroChip({ icon: Icon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/25">
      <Icon className="size-3.5" aria-hidden />
      {children}
    </span>
  );
}
