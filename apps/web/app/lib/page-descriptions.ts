import type { CategoryGroup } from '@haat/shared/api';

/** Words for a list: "a, b and c". */
function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The meta description of a page that has none of its own (the product page writes its own from
 * the product): what a search engine shows under the title, so it says what the page offers and
 * whose shop it is, built from the store's name and its first categories.
 */
export function pageDescription(pathname: string, storeName: string, groups: CategoryGroup[]): string {
  const shop = storeName || 'this shop';
  const categories = listed(groups.flatMap((group) => group.categories.map((category) => category.name)).slice(0, 4));
  if (/^\/products-section2?\//i.test(pathname)) return `Browse ${shop}'s collection${categories ? ` of ${categories}` : ''}: filter by price and category, and order online with prices in rupees.`;
  if (/^\/Product-Serach\//i.test(pathname)) return `Search results at ${shop}: find products by name, colour or material and order online.`;
  const offer = `${categories || 'our collection'} online, with prices in rupees, a secure checkout and delivery across India.`;
  return storeName ? `${storeName}: shop ${offer}` : `Shop ${offer}`;
}
