import type { Insertable } from 'kysely';
import type { ProductTable } from '../schema.ts';
import { attributeSchemes, badges, colourNames, priceBands, secondBadges, sizeSchemes } from './attribute-data.ts';
import type { ArtworkJob } from '../../images/artwork/render.ts';
import { galleryPictures, slugify } from './artwork-pool.ts';
import { demoTax } from './gst-data.ts';
import type { CategorySpec, GroupSpec, SubcategorySpec } from './catalogue-data.ts';
import { longDescription, shortDescription } from './product-copy.ts';
import { originFor } from './origin-words.ts';
import { createRandom, seedFor, type Random } from './prng.ts';
import { productLook } from './product-look.ts';

/** Where a product goes in the tree, with the database ids of that store's rows. */
export interface CatalogueSlot {
  group: GroupSpec;
  groupId: number;
  category: CategorySpec;
  categoryId: number;
  subcategory: SubcategorySpec;
  subcategoryId: number;
}

export type ProductRow = Omit<Insertable<ProductTable>, 'store_id' | 'featured_rank'>;

export interface ProductDraft {
  row: ProductRow;
  groupId: number;
  images: string[];
  /** The pool pictures the gallery shows, to be drawn before the product is stored. */
  pictures: ArtworkJob[];
  sizes: Array<{ label: string; stock: number }>;
}

/** The cart rules single this product out by its exact name (spec §9). */
export const holiTshirtName = 'HOLI T-SHIRT';
const dayMs = 86_400_000;

/**
 * The product at a position of the demo catalogue. Everything about it follows from the
 * position alone, so a top-up to 300 adds exactly what a fresh seed of 300 would have.
 */
export function buildProduct(ordinal: number, slots: readonly CatalogueSlot[], storeName: string, now: number): ProductDraft {
  const random = createRandom(seedFor(0x5eed, ordinal));
  const holi = ordinal === 0 ? slots.find((s) => s.subcategory.name === 'Holi T-Shirts') : undefined;
  const slot = holi ?? slots[ordinal % slots.length]!;
  const { category, subcategory } = slot;
  const item = subcategory.items[Math.floor(ordinal / slots.length) % subcategory.items.length]!;
  const scheme = subcategory.attributes ?? category.attributes;

  const material = materialOf(item[0], category, random);
  const colours = random.chance(category.colourShare) ? random.sample(colourNames, random.int(2, 4)) : null;
  const name = holi ? holiTshirtName : productName(item[0], category, material, colours, random);
  const drawnAttributes = attributesFor(scheme, random);
  const origin = originFor(item[0], name, material, random.pick(category.origins), ordinal);
  // The picture's drawing, design and colours; its Pattern and Plating win over the random draw.
  const look = productLook({ ordinal, category, subcategory, item, name, material, colours, attributes: drawnAttributes });
  const attributes = look.attributes;
  const copy = { name, storeName, categoryName: category.name, scheme, origin, material, attributes };
  const description = shortDescription(copy, random);
  const long_description = longDescription(copy, random);

  const original = holi ? 499 : originalPrice(item[1], item[2], random);
  const discount = holi ? 249 : discountPrice(original, random);
  const created = now - random.int(0, 180 * 24 * 60) * 60_000;
  const updated = Math.min(now, created + random.int(0, 10) * dayMs);
  // Drawn, and unused since pictures follow the product's colours, so every later draw (and so
  // every product's sizes, rating and badges) stays what it was.
  random.int(0, 5);
  const pictures = galleryPictures(look, random.int(3, 6));

  return {
    groupId: slot.groupId,
    images: pictures.map((p) => p.file),
    pictures,
    sizes: sizesFor(subcategory.sizes ?? category.sizes, ordinal, holi !== undefined, random),
    row: {
      asin: `${slugify(name)}-${asinCode(ordinal)}`,
      name,
      category_id: slot.categoryId,
      subcategory_id: slot.subcategoryId,
      description,
      long_description,
      image: pictures[0]!.file,
      youtube_link: random.chance(0.2) ? `https://www.youtube.com/watch?v=${youtubeId(random)}` : null,
      rating: random.int(32, 49) / 10,
      rating_count: Math.floor(3 + random.next() ** 3 * 12_000),
      badge: random.chance(0.35) ? random.pick(badges) : null,
      badge1: random.chance(0.25) ? random.pick(secondBadges) : null,
      material,
      original_price: original * 100,
      discount_price: discount * 100,
      delivery_charge: holi ? 4000 : deliveryCharge(discount, random),
      // HSN and GST rate by category (seed/gst-data.ts); clothing's rate follows the price paid.
      ...demoTax(item[0], subcategory.name, category.name, discount * 100),
      colors: colours ? JSON.stringify(colours) : null,
      attributes: JSON.stringify({ ...attributes, 'Country of Origin': 'India' }),
      search_keywords: keywords([slot.group.name, category.name, subcategory.name, material, ...(colours ?? []), ...category.keywords]),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    },
  };
}

/** A short code unique per position: an invertible scramble of the ordinal, in base 36. */
export function asinCode(ordinal: number): string {
  const space = 36 ** 5;
  return `b${((ordinal * 7_777_783 + 1_234_567) % space).toString(36).padStart(5, '0')}`;
}

function materialOf(itemName: string, category: CategorySpec, random: Random): string | null {
  const named = category.materials.find((m) => itemName.includes(m) || itemName.includes(m.split(' ').at(-1)!));
  if (named) return named;
  return category.materials.length > 0 ? random.pick(category.materials) : null;
}

/** "Men's Maroon Embroidered Silk Blend Nehru Jacket": optional colour, adjective and material words. */
function productName(itemName: string, category: CategorySpec, material: string | null, colours: string[] | null, random: Random): string {
  const [, owner = '', base = itemName] = /^((?:Men's|Women's|Girls'|Boys') )?(.*)$/.exec(itemName) ?? [];
  const words: string[] = [];
  if (colours && random.chance(0.25)) words.push(colours[0]!);
  const adjective = random.pick(category.adjectives);
  if (random.chance(0.45) && !base.includes(adjective)) words.push(adjective);
  if (material && !itemName.includes(material) && !itemName.includes(material.split(' ').at(-1)!) && random.chance(0.35)) words.push(material);
  return `${owner}${[...words, base].join(' ')}`;
}

function attributesFor(scheme: keyof typeof attributeSchemes, random: Random): Record<string, string> {
  const table: Record<string, readonly string[]> = attributeSchemes[scheme];
  const entries = Object.entries(table).filter((_, i) => i < 3 || random.chance(0.8));
  return Object.fromEntries(entries.map(([key, values]) => [key, random.pick(values)]));
}

/** Whole rupees ending in 99; a share of products is pulled into the listing's price bands. */
function originalPrice(min: number, max: number, random: Random): number {
  let low = min;
  let high = max;
  const bands = priceBands.filter(([a, b]) => a <= max && b >= min);
  if (bands.length > 0 && random.chance(0.4)) {
    const [a, b] = random.pick(bands);
    low = Math.max(min, a);
    high = Math.min(max, b);
  }
  let price = Math.round(random.int(low, high) / 100) * 100 - 1;
  if (price < low) price += 100;
  if (price > high) price -= 100;
  return Math.max(149, price);
}

function discountPrice(original: number, random: Random): number {
  if (random.chance(0.1)) return original;
  const off = random.int(10, 65) / 100;
  const price = Math.round((original * (1 - off)) / 10) * 10 - 1;
  return Math.min(original, Math.max(99, price));
}

function deliveryCharge(discountRupees: number, random: Random): number {
  if (discountRupees >= 1499 || random.chance(0.5)) return 0;
  return random.pick([4000, 6000, 9900]);
}

function sizesFor(scheme: keyof typeof sizeSchemes, ordinal: number, holi: boolean, random: Random): ProductDraft['sizes'] {
  const labels: readonly string[] = sizeSchemes[scheme];
  if (holi) return labels.slice(0, 4).map((label) => ({ label, stock: 30 }));
  // Trim a size off either end now and then, as real listings do.
  const from = labels.length > 3 && random.chance(0.2) ? 1 : 0;
  const to = labels.length > 3 && random.chance(0.2) ? labels.length - 1 : labels.length;
  // A few products are sold out in every size, so "out of stock" screens have something to show.
  const soldOut = ordinal % 61 === 17;
  // Single-size items sell out rarely, or too many would be unbuyable; ladders lose a size more often.
  const gone = labels.length === 1 ? 0.03 : 0.12;
  return labels.slice(from, to).map((label) => ({ label, stock: soldOut || random.chance(gone) ? 0 : random.int(1, 40) }));
}

function youtubeId(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

function keywords(parts: Array<string | null>): string {
  const words = parts.filter((p): p is string => !!p).flatMap((p) => p.toLowerCase().replace(/&/g, ' ').split(/\s+/));
  return [...new Set(words.filter((w) => w.length > 1))].join(' ');
}
