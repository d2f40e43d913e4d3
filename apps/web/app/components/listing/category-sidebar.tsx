import type { Category } from '@haat/shared/api';
import { ChevronDown } from '../icons.tsx';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { categoryHref, subcategoryHref } from '../category-links.ts';
import { SmartLink } from '../smart-link.tsx';

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

  return (
    <nav aria-labelledby={`${baseId}-h`}>
      <h2 id={`${baseId}-h`} className="mb-2 text-xs font-bold tracking-[0.12em] text-gray-500 uppercase">Categories</h2>
      <ul className="space-y-0.5">
        {categories.map((category) => {
          const open = openId === category.id;
          const here = current?.type === 'cat' && current.id === category.id;
          const panelId = `${baseId}-${category.id}`;
          return (
            <li key={category.id}>
              <div className={`flex items-center rounded-lg ${here ? 'bg-primary/10' : 'hover:bg-gray-50'}`}>
                <SmartLink
                  href={categoryHref(category)}
                  onClick={onNavigate}
                  className={`flex-1 truncate px-2.5 py-2 text-sm ${here ? 'font-bold text-primary' : 'font-medium text-gray-800 hover:text-primary'}`}
                >
                  {category.name}
                </SmartLink>
                {category.subcategories.length > 0 && (
                  <button
                    type="button"
                    onClick={() => setOpenId(open ? null : category.id)}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={`${open ? 'Hide' : 'Show'} ${category.name} subcategories`}
                    className="rounded-md p-2 text-gray-400 hover:bg-white hover:text-primary"
                  >
                    <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
                  </button>
                )}
              </div>
              {/* A closed category's subcategories are written only once it opens (opening needs
                  the page's script anyway): every listing page carried all of them, some 20 kB. */}
              <ul id={panelId} hidden={!open} className="my-1 ml-3 border-l-2 border-primary/20 pl-2">
                {open && category.subcategories.map((sub) => {
                  const subHere = current?.type === 'subcat' && current.id === sub.id;
                  return (
                    <li key={sub.id}>
                      <Link
                        to={subcategoryHref(sub)}
                        onClick={onNavigate}
                        aria-current={subHere ? 'page' : undefined}
                        className={`block rounded-md px-2.5 py-1.5 text-sm ${subHere ? 'font-semibold text-primary' : 'text-gray-600 hover:bg-gray-50 hover:text-primary'}`}
                      >
                        {sub.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
