import type { ProductSummary, SizeOption } from '@haat/shared/api';
import { pack, unpack, type Packed } from '../../lib/packed.ts';
import { keepReadOnly } from '../../lib/read-only.ts';

/**
 * What a product card shows, and needs to put the product in the cart. A card asks only whether
 * a product has sizes (it cannot choose one), so a size is its label.
 */
export type CardProduct = Pick<ProductSummary,
  'id' | 'asin' | 'name' | 'image' | 'images' | 'categoryId' | 'category' | 'rating' | 'colors' | 'originalPrice' | 'discountPrice'>
  & { sizes: Array<Pick<SizeOption, 'label'>> };

/**
 * A product cut down to its card, for data a page carries to the browser for cards only: every
 * product page carries its 24 similar products, and each field is written into the page and
 * encoded for every view.
 */
export function toCardProduct(product: CardProduct): CardProduct {
  const { id, asin, name, image, images, categoryId, category, rating, sizes, colors, originalPrice, discountPrice } = product;
  return { id, asin, name, image, images, categoryId, category, rating, sizes: sizes.map(({ label }) => ({ label })), colors, originalPrice, discountPrice };
}

/**
 * A card as a row of values. `image` is 0 when it is the gallery's first picture, as it nearly
 * always is; sizes are their labels.
 */
type CardRow = [
  id: number, asin: string, name: string, image: string | 0, images: string[], categoryId: number, category: string,
  rating: number, sizes: string[], colors: string[], originalPrice: number, discountPrice: number,
];

/**
 * A listing's or a search's cards as the page's data carries them: one JSON text of rows (see
 * lib/packed.ts). As objects, a page of 24 cards was some 400 values for React Router to encode
 * and the browser to decode on every render, and their field names a third of the text.
 */
export type PackedCards = Packed<CardRow[]>;

export function packCards(products: readonly CardProduct[]): PackedCards {
  return pack(products.map((p): CardRow => [
    p.id, p.asin, p.name, p.image === p.images[0] ? 0 : p.image, p.images, p.categoryId, p.category,
    p.rating, p.sizes.map((s) => s.label), p.colors, p.originalPrice, p.discountPrice,
  ]));
}

/**
 * The cards of packed lists lately read, by text: a page renders them on the server and again when
 * it hydrates, from the same text. The server keeps more than the last one: home has a list per
 * section, and pages of other listings come in between.
 */
const readLately = new Map<PackedCards, CardProduct[]>();
const keptReads = import.meta.env.SSR ? 64 : 1;

/**
 * The cards of a packed list, read once per text. Every caller shares them: on the server they
 * are frozen and marked (lib/read-only.ts), so that kept cards (decision 054) name each once.
 */
export function readCards(packed: PackedCards): CardProduct[] {
  const kept = readLately.get(packed);
  if (kept) return kept;
  const cards = unpack(packed).map(([id, asin, name, image, images, categoryId, category, rating, sizes, colors, originalPrice, discountPrice]): CardProduct => ({
    id, asin, name, image: image === 0 ? (images[0] ?? '') : image, images, categoryId, category, rating,
    sizes: sizes.map((label) => ({ label })), colors, originalPrice, discountPrice,
  }));
  if (import.meta.env.SSR) keepReadOnly(cards);
  if (readLately.size >= keptReads) readLately.delete(readLately.keys().next().value ?? packed);
  readLately.set(packed, cards);
  return cards;
}
