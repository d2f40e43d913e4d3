import type { ProductSummary } from '@haat/shared/api';

/** What a product card shows, and needs to put the product in the cart. */
export type CardProduct = Pick<ProductSummary,
  'id' | 'asin' | 'name' | 'image' | 'images' | 'categoryId' | 'category' | 'rating' | 'sizes' | 'colors' | 'originalPrice' | 'discountPrice'>;

/**
 * A product cut down to its card, for data a page carries to the browser for cards only: every
 * product page carries its 24 similar products, and each field is written into the page and
 * encoded for every view.
 */
export function toCardProduct(product: CardProduct): CardProduct {
  const { id, asin, name, image, images, categoryId, category, rating, sizes, colors, originalPrice, discountPrice } = product;
  return { id, asin, name, image, images, categoryId, category, rating, sizes, colors, originalPrice, discountPrice };
}
