import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/db/seed/catalogue-data.ts';
import { buildProduct, type CatalogueSlot } from '../src/db/seed/product-factory.ts';
import { demoReturnPolicy } from '../src/db/seed/store-data.ts';
import { contradictionsOf, policyReturnDays } from './support/catalogue-contradictions.ts';

// Every slot of the catalogue tree, with made-up ids: the products a fresh store gets, position by position.
const slots: CatalogueSlot[] = catalogue.flatMap((group, g) => group.categories.flatMap((category, c) =>
  category.subcategories.map((subcategory, s) => ({ group, groupId: g + 1, category, categoryId: g * 10 + c, subcategory, subcategoryId: (g * 10 + c) * 10 + s }))));

// Far more positions than the 250 of the demo store (seed.test.ts scans those as stored), so every
// item, adjective and colour of the catalogue data comes round many times.
const positions = 20_000;
const drafts = Array.from({ length: positions }, (_, ordinal) => buildProduct(ordinal, slots, 'Rangrez Bazaar', Date.parse('2026-11-26T00:00:00Z')));

describe('the demo catalogue does not contradict itself', () => {
  it('quotes the return window of the Return Policy page', () => {
    expect(demoReturnPolicy.days).toBe(policyReturnDays());
  });

  it(`agrees on colour, kind, origin and returns in each of its first ${positions.toLocaleString('en-IN')} products`, () => {
    const returnDays = policyReturnDays();
    const problems = drafts.flatMap(({ row, images }) => contradictionsOf({
      name: row.name, material: row.material ?? null, colors: row.colors ?? null, image: row.image, images,
      description: row.description, long_description: row.long_description, attributes: row.attributes,
    }, returnDays));
    expect(problems.slice(0, 20)).toEqual([]);
  });

  // A listing page shows 24 cards. Clothes come in 20 colours and several designs; goods in the few
  // finishes their materials have (brass, steel), so they may repeat more, but never fill the page.
  it('shows a listing page many pictures: clothes hardly repeat, goods never fill a quarter of the page', () => {
    const clothes = new Set(catalogue.flatMap((g) => g.categories).filter((c) => c.colourShare >= 0.5).map((c) => c.name));
    for (const [categoryId, products] of Map.groupBy(drafts, (d) => d.row.category_id)) {
      const category = slots.find((s) => s.categoryId === categoryId)!.category.name;
      const counts = Map.groupBy(products.slice(0, 24), (d) => d.row.image);
      const most = Math.max(...[...counts.values()].map((list) => list.length));
      const [distinct, repeats] = clothes.has(category) ? [14, 3] : [8, 6];
      expect({ category, distinct: counts.size >= distinct, most: most <= repeats }).toEqual({ category, distinct: true, most: true });
    }
  });
});
