import type { Icon } from '../icons.tsx';
import type { ReactNode } from 'react';
import { GrievanceOfficer } from './grievance-officer.tsx';
import { HelpCard } from './help-card.tsx';
import { PageHero } from './page-hero.tsx';
import { PolicyLinks } from './policy-links.tsx';
import type { ShopContact } from './shop-contact.ts';

/** A key fact shown as a tile above the folds (30-day returns …). */
export interface Highlight {
  icon: Icon;
  title: string;
  text: string;
}

interface PolicyPageProps {
  path: string;
  shop: ShopContact;
  icon: Icon;
  eyebrow: string;
  title: string;
  crumb: string;
  intro: ReactNode;
  /** Chips on the banner, such as "Last updated". */
  chips?: ReactNode;
  highlights: Highlight[];
  highlightsLabel: string;
  /** The folds: a `PolicyAccordion`, whose texts are a module of their own (lazy-folds.tsx). */
  folds: ReactNode;
}

/**
 * An accordion page: banner, key facts, then the folds beside a help card and links to the other
 * pages (below the folds on phones).
 */
export function PolicyPage(props: PolicyPageProps) {
  const { path, shop, icon, eyebrow, title, crumb, intro, chips, highlights, highlightsLabel, folds } = props;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-3 py-4 md:gap-8 md:px-6 md:py-8">
      <PageHero icon={icon} eyebrow={eyebrow} title={title} intro={intro} crumb={crumb}>{chips}</PageHero>
      <Highlights items={highlights} label={highlightsLabel} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="min-w-0">{folds}</div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-36">
          <HelpCard shop={shop} />
          <GrievanceOfficer />
          <PolicyLinks current={path} />
        </aside>
      </div>
    </div>
  );
}

function Highlights({ items, label }: { items: Highlight[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:flex-row md:items-start md:gap-3.5 md:p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary/15 to-accent/20 text-primary">
            <Icon className="size-5" strokeWidth={1.9} aria-hidden />
          </span>
          <span className="min-w-0">
            <span className="block text-sm leading-snug font-bold text-gray-900 md:text-base">{title}</span>
            <span className="mt-0.5 block text-xs leading-snug text-gray-500 md:text-sm">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
