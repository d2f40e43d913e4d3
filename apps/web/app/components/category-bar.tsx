import type { CategoryGroup } from '@haat/shared/api';
import { ChevronDown } from './icons.tsx';
import { allCategories, categoryHref, subcategoryHref } from './category-links.ts';
import { PlainLink, useFollowLinks } from './follow-links.tsx';

/** Spec §9: the header category bar shows 6 categories. */
const BAR_SIZE = 6;

/**
 * The first 6 categories (across groups, in order), each with its subcategories in a dropdown
 * that opens on hover and, for keyboard users, while focus is inside (pure CSS, so it works
 * before hydration too). Desktop only.
 */
// After a click the focus would stay inside the item and keep its dropdown open on the next page.
function blurActive() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const TABLET_BAR_SIZE = 3;

export function CategoryBar({ groups }: { groups: CategoryGroup[] }) {
  const categories = allCategories(groups).slice(0, BAR_SIZE);
  const followLinks = useFollowLinks(blurActive);
  return (
    // Plain links with one click handler (follow-links.tsx). The clicks it takes come from the
    // links inside, which the keyboard reaches and activates; the list itself takes no input.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className="flex min-w-0 flex-1 items-center gap-1" onClick={followLinks}>
      {categories.map((category, index) => (
        // Tablets (768-1023 px) have room for three beside All Department; all six from 1024 px.
        <li key={category.id} className={`group relative ${index >= TABLET_BAR_SIZE ? 'hidden lg:block' : ''}`}>
          <PlainLink
            href={categoryHref(category)}
            className="flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-gray-700 transition group-hover:bg-primary/5 group-hover:text-primary group-focus-within:text-primary"
          >
            {category.name}
            {category.subcategories.length > 0 && (
              <ChevronDown className="size-3.5 opacity-60 transition-transform group-hover:rotate-180" aria-hidden />
            )}
          </PlainLink>
          {category.subcategories.length > 0 && (
            <div
              // Keep the last items' panels inside the page width.
              className={`invisible absolute top-full z-50 pt-2 opacity-0 transition duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${index >= BAR_SIZE - 2 ? 'right-0' : 'left-0'}`}
            >
              <ul
                aria-label={`${category.name} subcategories`}
                className="max-h-[520px] w-60 overflow-y-auto rounded-xl border border-gray-100 bg-white p-2 shadow-xl ring-1 ring-black/5"
              >
                {category.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <PlainLink href={subcategoryHref(sub)} className="block rounded-lg px-3 py-2 text-sm text-gray-700 transition hover:bg-primary/5 hover:text-primary focus-visible:bg-primary/5">
                      {sub.name}
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
