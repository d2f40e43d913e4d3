import type { CategoryGroup } from '@haat/shared/api';
import { ChevronDown } from './icons.tsx';
import { useId, useState } from 'react';
import { categoryHref, subcategoryHref } from './category-links.ts';
import { PlainLink } from './follow-links.tsx';

interface CategoryAccordionProps {
  groups: CategoryGroup[];
  /** Called after a link is followed, so the surrounding menu can close. */
  onNavigate?: () => void;
}

/**
 * Groups as headings, their categories as links that expand (one at a time) to show their
 * subcategories. Used by the All Department dropdown and the mobile side menu.
 */
export function CategoryAccordion({ groups, onNavigate }: CategoryAccordionProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => {
        const headingId = `${baseId}-g${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-1 px-3 text-[11px] font-bold tracking-[0.12em] text-gray-400 uppercase">
              {group.name}
            </h3>
            <ul>
              {group.categories.map((category) => {
                const open = openId === category.id;
                const panelId = `${baseId}-c${category.id}`;
                const hasSubs = category.subcategories.length > 0;
                return (
                  <li key={category.id}>
                    <div className={`flex items-center rounded-lg transition ${open ? 'bg-primary/5' : 'hover:bg-gray-50'}`}>
                      <PlainLink
                        href={categoryHref(category)}
                        onClick={onNavigate}
                        className={`flex-1 rounded-lg px-3 py-2.5 text-sm font-medium ${open ? 'text-primary' : 'text-gray-800 hover:text-primary'}`}
                      >
                        {category.name}
                      </PlainLink>
                      {hasSubs && (
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-controls={panelId}
                          aria-label={`${open ? 'Hide' : 'Show'} ${category.name} subcategories`}
                          onClick={() => setOpenId(open ? null : category.id)}
                          className="mr-1 rounded-md p-2 text-gray-500 hover:bg-white hover:text-primary"
                        >
                          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
                        </button>
                      )}
                    </div>
                    {hasSubs && (
                      <ul id={panelId} hidden={!open} className="my-1 ml-4 border-l-2 border-primary/20 pl-2">
                        {category.subcategories.map((sub) => (
                          <li key={sub.id}>
                            <PlainLink
                              href={subcategoryHref(sub)}
                              onClick={onNavigate}
                              className="block rounded-md px-3 py-2 text-sm text-gray-600 hover:bg-gray-50 hover:text-primary"
                            >
                              {sub.name}
                            </PlainLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
