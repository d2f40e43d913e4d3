import type { CategoryGroup } from '@haat/shared/api';
import { allCategories, categoryHref, subcategoryHref } from './category-links.ts';
import { PlainLink, useFollowLinks } from './follow-links.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

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

export function CategoryBar({ groups }: { groups: CategoryGroup[] }) {
  const locale = useLocale();
  const categories = allCategories(groups).slice(0, BAR_SIZE);
  const followLinks = useFollowLinks(blurActive);
  return (
    // Plain links with one click handler (follow-links.tsx). The clicks it takes come from the
    // links inside, which the keyboard reaches and activates; the list itself takes no input.
    // The look is in category-bar.css: tablets see the first three, wider screens all six.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className="cb" onClick={followLinks}>
      {categories.map((category) => (
        <li key={category.id}>
          {/* A category with subcategories has an arrow: category-bar.css draws it, on every page. */}
          <PlainLink href={categoryHref(category)} className={category.subcategories.length > 0 ? 'cb-top cb-more' : 'cb-top'}>
            {category.name}
          </PlainLink>
          {category.subcategories.length > 0 && (
            <div className="cb-panel">
              <ul aria-label={m.shell_subcategories_of({ name: category.name }, { locale })}>
                {category.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <PlainLink href={subcategoryHref(sub)}>{sub.name}</PlainLink>
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
