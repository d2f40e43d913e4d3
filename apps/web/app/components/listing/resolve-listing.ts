import type { Category, CategoryGroup, ProductFilterType } from '@haat/shared/api';

/** What a listing route id turned out to be, with the names the page header shows. */
export interface ListingTarget {
  type: Exclude<ProductFilterType, ''>;
  id: number;
  title: string;
  /** The category a subcategory belongs to (for the breadcrumb and the open sidebar entry). */
  parent: { id: number; name: string } | null;
}

/** A route's id parameter as a positive whole number, or null. */
export function parseListingId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function findSubcategory(categories: Category[], id: number): ListingTarget | null {
  for (const category of categories) {
    const sub = category.subcategories.find((s) => s.id === id);
    if (sub) return { type: 'subcat', id, title: sub.name, parent: { id: category.id, name: category.name } };
  }
  return null;
}

export function findCategory(categories: Category[], id: number): ListingTarget | null {
  const category = categories.find((c) => c.id === id);
  return category ? { type: 'cat', id, title: category.name, parent: null } : null;
}

export function findGroup(groups: CategoryGroup[], id: number): ListingTarget | null {
  const group = groups.find((g) => g.id === id);
  return group ? { type: 'group', id, title: group.name, parent: null } : null;
}
