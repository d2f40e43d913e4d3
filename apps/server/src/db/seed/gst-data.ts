import type { GstRateBp } from '@haat/shared/rules';

/**
 * The demo catalogue's HSN codes and GST rates, by category, overridden by subcategory or by
 * item where one differs, so that a demo order can be invoiced once the seller fills in the
 * legal details. They follow the GST rates in force since 22 September 2025 (the two main slabs
 * of 5 % and 18 %), at the 4 digits a B2C invoice needs. Demo data, not tax advice: a seller sets
 * each product's own on its page in the console.
 *
 * 'clothing' is the rule for garments, clothing accessories, made-up textiles and footwear: 5 %
 * when the value of a piece before tax is at most ₹2,500, 18 % above.
 */
export type TaxRule = readonly [hsn: string, rate: GstRateBp | 'clothing'];

/** At most ₹2,500 a piece before tax is the lower rate: ₹2,625 a piece with its 5 % in. */
const clothingLowUpToPaise = 2_625_00;

export const categoryTax: Readonly<Record<string, TaxRule>> = {
  // Sarees and dhotis are woven fabric (chapters 50–55): 5 % at any price.
  Sarees: ['5007', 500],
  'Kurtas & Suits': ['6204', 'clothing'],
  Lehengas: ['6204', 'clothing'],
  'Dupattas & Stoles': ['6214', 'clothing'],
  'Ethnic Wear': ['6203', 'clothing'],
  'Shirts & T-Shirts': ['6205', 'clothing'],
  'Trousers & Jeans': ['6203', 'clothing'],
  Footwear: ['6403', 'clothing'],
  "Girls' Clothing": ['6204', 'clothing'],
  "Boys' Clothing": ['6203', 'clothing'],
  'Toys & Games': ['9503', 500],
  // Kitchen articles of iron, steel, copper or aluminium.
  Cookware: ['7323', 500],
  'Tiffins & Storage': ['7323', 500],
  'Bottles & Drinkware': ['7323', 500],
  'Home Decor & Linen': ['6304', 'clothing'],
  Makeup: ['3304', 1800],
  'Skin & Hair Care': ['3304', 1800],
  Fragrances: ['3303', 1800],
  // Imitation jewellery is taxed like gold: 3 %.
  Jewellery: ['7117', 300],
  'Bags & Wallets': ['4202', 1800],
  Watches: ['9102', 1800],
  'Puja Essentials': ['7418', 500],
  'Gift Hampers': ['0813', 500],
  'Holi Specials': ['3212', 1800],
};

export const subcategoryTax: Readonly<Record<string, TaxRule>> = {
  'Cotton Sarees': ['5208', 500],
  'Chiffon & Georgette': ['5407', 500],
  'Dhotis & Veshtis': ['5208', 500],
  'Printed T-Shirts': ['6109', 'clothing'],
  'Polo T-Shirts': ['6105', 'clothing'],
  'Track Pants': ['6103', 'clothing'],
  Sneakers: ['6404', 'clothing'],
  "Boys' T-Shirts": ['6109', 'clothing'],
  'Board Games': ['9504', 500],
  Bedsheets: ['6302', 'clothing'],
  'Wall Decor': ['9701', 500],
  'Hair Oils': ['3305', 500],
  Deodorants: ['3307', 1800],
  'Smart Watches': ['8517', 1800],
  'Incense & Dhoop': ['3307', 500],
  'Sweets & Mithai': ['2106', 500],
  'Festive Hampers': ['2106', 500],
  'Holi T-Shirts': ['6109', 'clothing'],
  Pichkaris: ['9503', 500],
};

export const itemTax: Readonly<Record<string, TaxRule>> = {
  // Bangles not of precious metal, and clay lamps, carry no GST.
  'Glass Bangle Set': ['7018', 0],
  'Lac Bangle Set': ['9602', 0],
  'Terracotta Diya Set': ['6912', 0],
  'Brass Kadai': ['7418', 500],
  'Brass Thali Set': ['7418', 500],
  'Copper Water Bottle': ['7418', 500],
  'Hammered Copper Bottle': ['7418', 500],
  'Copper Tumbler Set': ['7418', 500],
};

/** A demo product's HSN code and GST rate (basis points) from its item, subcategory and category, at its price. */
export function demoTax(item: string, subcategory: string, category: string, pricePaise: number): { hsn_code: string; gst_rate_bp: GstRateBp } {
  const rule = itemTax[item] ?? subcategoryTax[subcategory] ?? categoryTax[category];
  // A new category of the demo tree needs its rule here: no product is seeded without a rate.
  if (!rule) throw new Error(`The demo catalogue has no GST rule for the category ${category}: add one to seed/gst-data.ts.`);
  const [hsn, rate] = rule;
  return { hsn_code: hsn, gst_rate_bp: rate === 'clothing' ? (pricePaise <= clothingLowUpToPaise ? 500 : 1800) : rate };
}
