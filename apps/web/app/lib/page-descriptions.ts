import type { CategoryGroup } from '@haat/shared/api';

/**
 * The words descriptions are made of, with `{shop}`, `{store}`, `{categories}`, `{rest}` and
 * `{last}` to fill in. English here; a page in another language gets its own description from the
 * root loader and the words for the next pages when idle (`lib/seo-words.ts`, decisions 045 and
 * 047), so they never ride in the shell's JavaScript.
 */
export interface DescriptionWords {
  thisShop: string;
  ourCollection: string;
  listAnd: string;
  listing: string;
  listingOf: string;
  search: string;
  shopNamed: string;
  shop: string;
}

export const englishDescriptionWords: DescriptionWords = {
  thisShop: 'this shop',
  ourCollection: 'our collection',
  listAnd: '{rest} and {last}',
  listing: "Browse {shop}'s collection: filter by price and category, and order online with prices in rupees.",
  listingOf: "Browse {shop}'s collection of {categories}: filter by price and category, and order online with prices in rupees.",
  search: 'Search results at {shop}: find products by name, colour or material and order online.',
  shopNamed: '{store}: shop {categories} online, with prices in rupees, a secure checkout and delivery across India.',
  shop: 'Shop {categories} online, with prices in rupees, a secure checkout and delivery across India.',
};

/** `template` with each `{name}` replaced by its value, in one pass (a store named "{shop}" stays so). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Words for a list: "a, b and c". */
function listed(names: string[], words: DescriptionWords): string {
  return names.length <= 1 ? (names[0] ?? '') : fill(words.listAnd, { rest: names.slice(0, -1).join(', '), last: names.at(-1)! });
}

/**
 * The meta description of a page that has none of its own (the product page writes its own from
 * the product): what a search engine shows under the title, so it says what the page offers and
 * whose shop it is, built from the store's name and its first categories, in the page's language.
 */
export function pageDescription(pathname: string, storeName: string, groups: CategoryGroup[], words: DescriptionWords = englishDescriptionWords): string {
  const shop = storeName || words.thisShop;
  const categories = listed(groups.flatMap((group) => group.categories.map((category) => category.name)).slice(0, 4), words);
  if (/^\/products-section2?\//i.test(pathname)) return fill(categories ? words.listingOf : words.listing, { shop, categories });
  if (/^\/Product-Serach\//i.test(pathname)) return fill(words.search, { shop });
  const offered = categories || words.ourCollection;
  return storeName ? fill(words.shopNamed, { store: storeName, categories: offered }) : fill(words.shop, { categories: offered });
}
