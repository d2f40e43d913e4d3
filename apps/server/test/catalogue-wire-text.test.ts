import { expect, it } from 'vitest';
import type { ShelvedProduct, ShelvedProductDetail } from '../src/services/catalogue/catalogue.ts';
import { productSummaryToWire, productToWire } from '../src/http/catalogue-wire.ts';
import { listingAnswer, productDetailText, productSummaryText, singleProductAnswer } from '../src/http/catalogue-wire-text.ts';

// A product's answer is written once as text around its sizes and quantity (decision 033): it
// must be what JSON.stringify writes for the wire object, byte for byte, whatever the product holds.
const product: ShelvedProduct = {
  id: 7, asin: 'kurta-7', name: 'Kurta "Noor" \u2014 line\nbreak \u2028 and \\ slash', image: 'catalogue/kurta-7.jpg', category_id: 2,
  category: 'Kurtas & Suits', subcategory_id: null, subcategory: '', rating: 4.25, badge: null, colors: '["Red","Blue"]',
  original_price: 129_900, discount_price: 99_950, delivery_charge: 4_000, images: ['a.jpg', 'b \u00e9.jpg'], store_id: 1,
  sizeLabels: [{ id: 11, label: 'S' }, { id: 12, label: 'M "regular"' }],
};
const detail: ShelvedProductDetail = {
  ...product, description: 'Short "quantity":0 and "sizes":[] in text', long_description: '<p>Long &amp; <b>rich</b></p>', youtube_link: null, rating_count: 3, badge1: 'New',
  material: null,
  // Attributes named like documented fields (the documented value wins, in the attribute's place), a number-like key (first in JSON).
  attributes: { Fabric: 'Cotton', quantity: '99', sizes: 'all', 12: 'twelve', name: 'not this', Note: 'a text that reads like the holes: "sizes":[],"quantity":0' },
};

const sizeSets = [
  [],
  [{ id: 11, label: 'S', stock: 0 }],
  [{ id: 11, label: 'S', stock: 4 }, { id: 12, label: 'M "regular"', stock: 17 }, { id: 13, label: 'XL \u00bd', stock: 1 }],
];

it('writes a listing\'s product exactly as JSON.stringify writes productSummaryToWire, for any sizes and stock', () => {
  for (const sizes of sizeSets) expect(productSummaryText({ product, sizes })).toBe(JSON.stringify(productSummaryToWire({ ...product, sizes })));
});

it('writes a product page\'s product exactly as JSON.stringify writes productToWire, attributes and all', () => {
  for (const sizes of sizeSets) expect(productDetailText({ product: detail, sizes })).toBe(JSON.stringify(productToWire({ ...detail, sizes })));
  const wire = JSON.parse(productDetailText({ product: detail, sizes: sizeSets[2]! }));
  expect(wire).toMatchObject({ quantity: 22, name: product.name, Fabric: 'Cotton', 12: 'twelve' });
  expect(wire.sizes).toEqual([{ unit_id: 11, Size_Desc: 'S', Stock: 4 }, { unit_id: 12, Size_Desc: 'M "regular"', Stock: 17 }, { unit_id: 13, Size_Desc: 'XL \u00bd', Stock: 1 }]);
});

it('answers a product page\'s call with its text in an array as UTF-8 bytes, made once for the same sizes', () => {
  const [none, one, three] = sizeSets.map((sizes) => ({ product: detail, sizes }));
  for (const browsed of [none!, one!, three!]) {
    expect(new TextDecoder().decode(singleProductAnswer(browsed))).toBe(`[${JSON.stringify(productToWire({ ...detail, ...browsed }))}]`);
  }
  // The same sizes (the stock version has not moved) get the same bytes; other sizes, or the
  // same sizes with another product object (the product loaded again), their own.
  expect(singleProductAnswer({ product: detail, sizes: three!.sizes })).toBe(singleProductAnswer(three!));
  expect(singleProductAnswer({ product: detail, sizes: [...three!.sizes] })).not.toBe(singleProductAnswer(three!));
  expect(singleProductAnswer({ product: { ...detail }, sizes: three!.sizes })).not.toBe(singleProductAnswer(three!));
});

it('answers a listing page with its products\' texts in order as UTF-8 bytes, kept for the page while its products and sizes stay', () => {
  const page = {};
  const other: ShelvedProduct = { ...product, id: 8, asin: 'kurta-8', name: 'Saree \u0938\u093e\u0921\u093c\u0940' };
  const items = [{ product, sizes: sizeSets[1]! }, { product: other, sizes: sizeSets[2]! }];
  const bytes = listingAnswer(page, items);
  expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify(items.map((item) => productSummaryToWire({ ...item.product, sizes: item.sizes }))));
  expect(listingAnswer(page, [...items])).toBe(bytes);
  // Another stock read (new sizes), another product object (loaded again), another page: made again.
  expect(listingAnswer(page, [items[0]!, { product: other, sizes: [...sizeSets[2]!] }])).not.toBe(bytes);
  const again = listingAnswer(page, items);
  expect(listingAnswer(page, [{ product: { ...product }, sizes: sizeSets[1]! }, items[1]!])).not.toBe(again);
  expect(listingAnswer({}, items)).not.toBe(listingAnswer(page, items));
  // Only the last pages' answers are kept: one asked 256 pages ago is made again.
  const first = {};
  const kept = listingAnswer(first, []);
  expect(listingAnswer(first, [])).toBe(kept);
  for (let i = 0; i < 256; i += 1) listingAnswer({}, []);
  expect(listingAnswer(first, [])).not.toBe(kept);
});
