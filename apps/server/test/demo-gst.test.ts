import { expect, it } from 'vitest';
import { gstRatesBp } from '@haat/shared/rules';
import { catalogue } from '../src/db/seed/catalogue-data.ts';
import { categoryTax, demoTax, itemTax, subcategoryTax } from '../src/db/seed/gst-data.ts';
import { buildProduct, holiTshirtName, type CatalogueSlot } from '../src/db/seed/product-factory.ts';

// Every position of the demo tree, with made-up ids: enough to build its products.
const slots: CatalogueSlot[] = catalogue.flatMap((group, g) => group.categories.flatMap((category, c) =>
  category.subcategories.map((subcategory, s) => ({ group, groupId: g + 1, category, categoryId: c + 1, subcategory, subcategoryId: s + 1 }))));

it('gives every demo product an HSN code and a GST rate an invoice can name', () => {
  const products = Array.from({ length: 1000 }, (_, ordinal) => buildProduct(ordinal, slots, 'Demo', Date.UTC(2026, 10, 26)).row);
  for (const product of products) {
    expect(product.hsn_code, product.name).toMatch(/^\d{4}$/);
    expect(gstRatesBp, product.name).toContain(product.gst_rate_bp);
  }
  // The cart rules' Holi T-shirt (₹249): a knitted T-shirt under ₹2,500, 5 %.
  expect(products.find((p) => p.name === holiTshirtName)).toMatchObject({ hsn_code: '6109', gst_rate_bp: 500 });
  // Some of each of the demo's rates, so invoices show 0 %, 3 %, 5 % and 18 % lines.
  expect(new Set(products.map((p) => p.gst_rate_bp))).toEqual(new Set([0, 300, 500, 1800]));
});

it('names a rule for every category, and only subcategories and items that exist', () => {
  const categories = catalogue.flatMap((g) => g.categories);
  const subcategories = categories.flatMap((c) => c.subcategories);
  expect(Object.keys(categoryTax).sort()).toEqual(categories.map((c) => c.name).sort());
  for (const name of Object.keys(subcategoryTax)) expect(subcategories.map((s) => s.name)).toContain(name);
  const items = subcategories.flatMap((s) => s.items.map((item) => item[0]));
  for (const name of Object.keys(itemTax)) expect(items).toContain(name);
});

it('taxes clothing and footwear at 5 % up to ₹2,500 a piece before tax, 18 % above', () => {
  expect(demoTax('Anarkali Kurta', 'Anarkali Kurtas', 'Kurtas & Suits', 2_625_00)).toEqual({ hsn_code: '6204', gst_rate_bp: 500 });
  expect(demoTax('Anarkali Kurta', 'Anarkali Kurtas', 'Kurtas & Suits', 2_625_01)).toEqual({ hsn_code: '6204', gst_rate_bp: 1800 });
  expect(demoTax("Men's Running Shoes", 'Sneakers', 'Footwear', 3_499_00)).toEqual({ hsn_code: '6404', gst_rate_bp: 1800 });
  expect(demoTax('Kolhapuri Chappal', 'Kolhapuri Chappals', 'Footwear', 899_00)).toEqual({ hsn_code: '6403', gst_rate_bp: 500 });
  // Sarees are woven fabric: 5 % however dear.
  expect(demoTax('Kanjeevaram Silk Saree', 'Silk Sarees', 'Sarees', 18_999_00)).toEqual({ hsn_code: '5007', gst_rate_bp: 500 });
  expect(demoTax('Glass Bangle Set', 'Bangles', 'Jewellery', 299_00)).toEqual({ hsn_code: '7018', gst_rate_bp: 0 });
  expect(() => demoTax('Anything', 'Nowhere', 'No such category', 100)).toThrow(/No such category/);
});
