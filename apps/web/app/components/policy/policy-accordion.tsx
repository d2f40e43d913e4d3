import { ChevronDown, type Icon } from '../icons.tsx';
import type { ReactNode } from 'react';

/** One fold of a policy page. */
export interface PolicySection {
  /** Anchor id, so that a link can point at the section. */
  id: string;
  title: string;
  icon: Icon;
  body: ReactNode;
}

// Body text: paragraphs, lists and links styled here once, so the content modules stay plain JSX.
const bodyClass = [
  'space-y-3 text-[15px] leading-relaxed text-gray-700',
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ul]:marker:text-primary',
  '[&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_ol]:marker:font-semibold [&_ol]:marker:text-primary',
  '[&_strong]:font-semibold [&_strong]:text-gray-900',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline-offset-4 [&_a:hover]:underline',
].join(' ');

/**
 * Native <details> folds, so the page opens and closes them without JavaScript (and the browser's
 * find-in-page reaches closed ones). The first is open when the page arrives.
 */
export function PolicyAccordion({ sections }: { sections: PolicySection[] }) {
  return (
    <div className="flex flex-col gap-3">
      {sections.map((section, index) => (
        <PolicyFold key={section.id} section={section} defaultOpen={index === 0} />
      ))}
    </div>
  );
}

function PolicyFold({ section, defaultOpen }: { section: PolicySection; defaultOpen: boolean }) {
  const Icon = section.icon;
  return (
    <details
      id={section.id}
      open={defaultOpen}
      className="group scroll-mt-36 overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow open:border-primary/30 open:shadow-md"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3.5 px-4 py-4 select-none hover:bg-gray-50/70 md:gap-4 md:px-6 md:py-5 [&::-webkit-details-marker]:hidden">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary transition group-open:bg-primary group-open:text-white md:size-11">
          <Icon className="size-5" strokeWidth={1.9} aria-hidden />
        </span>
        <span className="min-w-0 flex-1 text-base leading-snug font-bold text-gray-900 md:text-lg">{section.title}</span>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500 transition group-open:rotate-180 group-open:bg-primary/10 group-open:text-primary">
          <ChevronDown className="size-4" aria-hidden />
        </span>
      </summary>
      <div className="border-t border-gray-100 px-4 pt-4 pb-5 md:px-6 md:pb-6 md:pl-[5.25rem]">
        <div className={bodyClass}>{section.body}</div>
      </div>
    </details>
  );
}
