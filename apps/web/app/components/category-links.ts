import type { Category, CategoryGroup, Subcategory } from '@haat/shared/api';

/** A category's page, or the reseller's override link for it when one is set. */
export function categoryHref(category: Pick<Category, 'id' | 'url'>): string {
  const override = category.url?.trim();
  return override ? override : `/products-section2/${category.id}`;
}

export function subcategoryHref(subcategory: Pick<Subcategory, 'id'>): string {
  return `/products-section/${subcategory.id}`;
}

/** True for an absolute link that leaves the shop (an override may point anywhere). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href);
}

/** Categories of all groups, in menu order (the header bar shows the first 6). */
export function allCategories(groups: CategoryGroup[]): Category[] {
  return groups.flatMap((g) => g.categories);
}
