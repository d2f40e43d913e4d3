import type { CategoryGroup } from '@haat/shared/api';
import { ChevronDown, LayoutGrid } from './icons.tsx';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CategoriesFailed } from './categories-failed.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useOpenedOnce } from './use-opened-once.ts';
import { loadWhenIdle } from './when-idle.ts';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

// The category tree's code is not part of a page's first load: fetched once the page is idle, or
// on the first opening if that comes sooner (the phone menu's panel shares it).
const loadAccordion = () => import('./category-accordion.tsx');
const CategoryAccordion = lazy(() => loadAccordion().then((module) => ({ default: module.CategoryAccordion })));

interface AllDepartmentMenuProps {
  groups: CategoryGroup[];
  failed: boolean;
}

/** The "All Department" dropdown: every group, its categories expanding to subcategories. */
export function AllDepartmentMenu({ groups, failed }: AllDepartmentMenuProps) {
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, root, button);
  const rendered = useOpenedOnce(open);
  useEffect(() => loadWhenIdle(loadAccordion), []);

  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-semibold text-white shadow-sm transition hover:brightness-110"
      >
        <LayoutGrid className="size-4" aria-hidden />
        {m.shell_all_departments({}, { locale })}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Spec §9: dropdown max heights 520px, and 60vh on small screens.
        className="absolute top-full left-0 z-50 mt-2 max-h-[60vh] w-80 overflow-y-auto overscroll-contain rounded-xl border border-gray-100 bg-white p-3 shadow-2xl ring-1 ring-black/5 md:max-h-[520px]"
      >
        {rendered && (failed ? <CategoriesFailed /> : (
          <Suspense fallback={<p className="px-2 py-3 text-sm text-gray-500">{m.shell_loading_categories({}, { locale })}</p>}>
            <CategoryAccordion groups={groups} onNavigate={close} />
          </Suspense>
        ))}
      </div>
    </div>
  );
}
