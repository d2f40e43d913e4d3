import type { Category } from '@haat/shared/api';
import { useId, useState } from 'react';
import { categoryHref, subcategoryHref } from '../category-links.ts';
import { PlainLink } from '../follow-links.tsx';
import * as shell from '../../i18n/m/shell.ts';
import * as m from '../../i18n/m/listing.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface CategorySidebarProps {
  categories: Category[];
  /** The category to show open at first: the listed one, or the parent of the listed subcategory. */
  openCategoryId: number | null;
  /** The listed category or subcategory, marked as the current page. */
  current: { type: 'cat' | 'subcat' | 'group'; id: number } | null;
  onNavigate?: () => void;
}

/** The listing's category tree; one category is expanded at a time (spec "Category listing"). */
export function CategorySidebar({ categories, openCategoryId, current, onNavigate }: CategorySidebarProps) {
  const [openId, setOpenId] = useState(openCategoryId);
  const baseId = useId();
  const locale = useLocale();

  return (
    <nav aria-labelledby={`${baseId}-h`}>
      <h2 id={`${baseId}-h`} className="lf-h">{shell.shell_categories({}, { locale })}</h2>
      {/* Drawn by listing-filters.css: the listed category and subcategory by aria-current, an
          open category's arrow by aria-expanded. */}
      <ul className="lf-cats">
        {categories.map((category) => {
          const open = openId === category.id;
          const here = current?.type === 'cat' && current.id === category.id;
          const panelId = `${baseId}-${category.id}`;
          return (
            <li key={category.id}>
              <div className="lf-cat">
                <PlainLink href={categoryHref(category)} onClick={onNavigate} aria-current={here ? 'page' : undefined}>
                  {category.name}
                </PlainLink>
                {category.subcategories.length > 0 && (
                  <button
                    type="button"
                    onClick={() => setOpenId(open ? null : category.id)}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={open ? m.listing_hide_subcategories({ name: category.name }, { locale }) : m.listing_show_subcategories({ name: category.name }, { locale })}
                  />
                )}
              </div>
              {/* A closed category's subcategories are written only once it opens (opening needs
                  the page's script anyway): every listing page carried all of them, some 20 kB. */}
              <ul id={panelId} hidden={!open} className="lf-subs">
                {open && category.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <PlainLink
                      href={subcategoryHref(sub)}
                      onClick={onNavigate}
                      aria-current={current?.type === 'subcat' && current.id === sub.id ? 'page' : undefined}
                    >
                      {sub.name}
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
