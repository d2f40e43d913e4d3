import fs from 'node:fs';
import path from 'node:path';
import { colourNames } from '../../src/db/seed/attribute-data.ts';
import { colourSlug, finishSwatches } from '../../src/images/artwork/colourways.ts';

/**
 * Reads a demo product the way a shopper does and lists what contradicts itself: a colour in the
 * name that the colour list or the picture does not show, a drawing of another kind of thing, a
 * craft named after one town said to come from another, a return window the policy does not give.
 * The rules here are written apart from the seeder's own tables, so a slip in those shows.
 */
export interface SeededProduct {
  name: string;
  material: string | null;
  /** The colour list as stored: a JSON array of colour names, or null. */
  colors: string | null;
  image: string;
  /** Gallery files in order. */
  images: string[];
  description: string;
  long_description: string;
  /** The attributes as stored: a JSON object of name to value. */
  attributes: string;
}

/**
 * The return window the storefront's Return Policy page states ("within 30 days of delivery"): its
 * words live in the page's English catalogue (decision 045), the Hindi one says the same number.
 */
export function policyReturnDays(): number {
  const page = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/app/i18n/messages/policy-returns-folds/en.json'), 'utf8');
  const days = /within (\d+) days of delivery/.exec(page)?.[1];
  if (!days) throw new Error('The Return Policy page no longer says "within N days of delivery"');
  return Number(days);
}

const colourOfFile = new RegExp(`-(${[...colourNames, ...Object.keys(finishSwatches)].map(colourSlug).join('|')})(-close-up)?\\.jpg$`);

/** What a name says the thing is, and the drawing that shows it; the first match wins. */
const kindWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/Shorts/, 'shorts'], [/Saree/, 'saree'], [/Sneakers|Running Shoes/, 'sneaker'], [/Chappal|Sandals/, 'chappal'],
  [/Jutti|Mojari/, 'mojari'], [/Jeans|Chinos|Track Pants|Joggers/, 'trousers'], [/Anarkali/, 'anarkali'],
  [/Lehenga|Chaniya Choli|Pattu Pavadai/, 'lehenga'], [/Dupatta|Stole|Shawl/, 'dupatta'], [/Frock/, 'frock'], [/Jacket/, 'nehru-jacket'],
  [/Salwar Suit|Patiala Suit|Sharara|Palazzo/, 'suit-set'], [/Kurta (Pajama|Pyjama)|Dhoti Kurta/, 'kurta-pajama'], [/Kurta|Kurti|Sherwani|Tunic/, 'kurta'], [/Dhoti|Veshti|Bedsheet/, 'folded-cloth'],
  [/Polo/, 'polo'], [/T-Shirt|Top$/i, 'tshirt'], [/Shirt$/, 'shirt'], [/Jhumka/, 'jhumka'], [/Necklace|Jewellery Set/, 'necklace'],
  [/Nose Pin/, 'nose-ring'], [/Maang Tikka/, 'maang-tikka'], [/Kada\b/, 'kada'], [/Bangle/, 'bangles'], [/Smart Watch|Fitness Band/, 'smart-watch'],
  [/Watch/, 'watch'], [/Wallet/, 'wallet'], [/Backpack/, 'backpack'], [/Clutch/, 'clutch'], [/Potli/, 'potli'], [/Handbag|Tote/, 'bag'],
  [/Tawa/, 'tawa'], [/Kadai/, 'kadai'], [/Pressure Cooker/, 'pressure-cooker'], [/Thali|Dinner Set|Masala/, 'thali'],
  [/Tiffin|Lunch Box/, 'tiffin'], [/Tumbler/, 'tumbler'], [/Pichkari/, 'pichkari'], [/Bottle(?! Green)|Flask|Hair Oil/, 'bottle'],
  [/Deodorant/, 'spray-can'], [/Lipstick/, 'lipstick'], [/Kajal|Eyeliner/, 'kajal'], [/Nail Polish/, 'nail-polish'], [/Elephant/, 'elephant-toy'],
  [/Teddy/, 'soft-toy'], [/Train/, 'toy-train'], [/Board Game/, 'board-game'], [/Gulal|Colour Gift Set/, 'gulal'],
  [/Diya/, 'diya'], [/Agarbatti|Dhoop/, 'incense'], [/Cushion/, 'cushion'], [/Wall Painting|Wall Hanging/, 'wall-art'],
];

/** Crafts named after a town, and the towns they may be said to come from. */
const craftTowns: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/Kanjeevaram/, ['Kanchipuram']], [/Banarasi/, ['Varanasi']], [/Chanderi/, ['Chanderi']], [/Kota Doria/, ['Kota']],
  [/Mysore/, ['Mysuru']], [/Paithani/, ['Paithan', 'Yeola']], [/Kolhapuri/, ['Kolhapur']], [/Channapatna/, ['Channapatna']],
  [/Pashmina/, ['Srinagar']], [/Chikankari/, ['Lucknow']], [/Madhubani/, ['Madhubani']], [/Kundan/, ['Jaipur']],
  [/Phulkari/, ['Amritsar', 'Patiala']], [/Patiala/, ['Patiala']], [/Bandhani/, ['Jaipur', 'Kutch', 'Jamnagar']],
  [/Block Print/, ['Jaipur', 'Sanganer', 'Bagru']], [/Mirror Work/, ['Kutch', 'Ahmedabad']], [/Kantha/, ['Bengal']],
];

/** Towns that stand for one craft: a product may come from them only if its name is that craft. */
const signatureTowns: ReadonlyArray<readonly [string, RegExp]> = [
  ['Kanchipuram', /Kanjeevaram|Pattu Pavadai|Veshti/], ['Chanderi', /Chanderi/], ['Kota', /Kota Doria/],
  ['Paithan', /Paithani/], ['Yeola', /Paithani/],
];

/** Garments whose picture shows their fabric's design, and what a Pattern attribute says that design is. */
const patterned = ['saree', 'suit-set', 'kurta-pajama', 'kurta', 'polo', 'anarkali', 'lehenga', 'dupatta', 'folded-cloth', 'nehru-jacket', 'shirt', 'tshirt', 'shorts', 'frock'];
const patternLooks: Record<string, string> = {
  'Striped': 'stripes', 'Checked': 'checks', 'Bandhani': 'bandhani', 'Mirror Work': 'mirror', 'Zari Woven': 'zari',
  'Solid': 'plain', 'Solid with Border': 'plain', 'Printed': 'print', 'Block Print': 'print', 'Floral Print': 'print',
  'Graphic Print': 'print', 'Cartoon Print': 'print', 'Embroidered': 'embroidery', 'Chikankari Embroidery': 'embroidery',
};

/** Garments without sleeves, neck or fit of their own, and the attributes they therefore must not have. */
const notWorn: Record<string, readonly string[]> = {
  'shorts': ['Sleeve Length'], 'trousers': ['Sleeve Length', 'Neck'],
  'dupatta': ['Sleeve Length', 'Neck', 'Fit'], 'folded-cloth': ['Sleeve Length', 'Neck', 'Fit'],
};

/** Every contradiction in one product, as sentences naming it; an empty list when it agrees with itself. */
export function contradictionsOf(product: SeededProduct, returnDays: number): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${product.name}: ${text}`);
  const colours = product.colors ? (JSON.parse(product.colors) as string[]) : [];
  const named = colourNames.filter((c) => new RegExp(`\\b${c}\\b`).test(product.name));
  const pictured = product.images.map((file) => colourOfFile.exec(file)?.[1] ?? null);

  // Colour: the name's colour is in the colour list and leads the pictures; the pictures show only listed colours.
  if (product.images[0] !== product.image) say(`main picture ${product.image} is not the gallery's first`);
  if (pictured.includes(null)) say(`a picture of no known colour: ${product.images.join(', ')}`);
  for (const colour of named) {
    if (!colours.includes(colour)) say(`named ${colour} but offered in ${colours.join(', ') || 'no colour'}`);
  }
  if (named.length > 0 && !named.map(colourSlug).includes(pictured[0]!)) say(`named ${named.join(', ')} but pictured in ${pictured[0]}`);
  if (colours.length > 0) {
    if (pictured[0] !== colourSlug(colours[0]!)) say(`offered first in ${colours[0]} but pictured in ${pictured[0]}`);
    const unlisted = pictured.filter((c) => c && !colours.map(colourSlug).includes(c));
    if (unlisted.length > 0) say(`pictured in ${unlisted.join(', ')}, not among ${colours.join(', ')}`);
  } else if (new Set(pictured).size > 1) {
    say(`one colour, yet pictured in ${[...new Set(pictured)].join(', ')}`);
  }

  // Kind: shorts are drawn as shorts, a saree as a saree.
  const kind = kindWords.find(([words]) => words.test(product.name))?.[1];
  if (kind && !product.images.every((file) => file.startsWith(`catalogue/${kind}-`))) say(`a ${kind} drawn as ${product.image}`);

  // Attributes: the Pattern is the one drawn; a garment has no attribute of a part it does not have.
  const attributes = JSON.parse(product.attributes) as Record<string, string>;
  const drawn = patterned.find((k) => product.image.startsWith(`catalogue/${k}-`));
  const look = attributes.Pattern ? patternLooks[attributes.Pattern] : undefined;
  if (drawn && look && !product.image.startsWith(`catalogue/${drawn}-${look}-`)) say(`Pattern ${attributes.Pattern} but drawn as ${product.image}`);
  for (const key of notWorn[kind ?? ''] ?? []) if (key in attributes) say(`a ${kind} with a ${key}`);
  // Jewellery without colours of its own shows its plating and its stones.
  const metal = /-(gold|oxidised-silver|rose-gold)(-with-([a-z-]+?))?(-close-up)?\.jpg$/.exec(product.image);
  if (metal && colours.length === 0 && attributes.Plating) {
    const plating = attributes.Plating.startsWith('Oxidised') ? 'oxidised-silver' : attributes.Plating.startsWith('Rose Gold') ? 'rose-gold' : 'gold';
    if (metal[1] !== plating) say(`Plating ${attributes.Plating} but drawn as ${product.image}`);
    const stone = attributes['Stone Type'];
    if (stone && stone !== 'No Stone' && metal[3] !== colourSlug(stone)) say(`Stone Type ${stone} but drawn as ${product.image}`);
  }

  // Origin: the town in the copy is the craft's own, and a craft town is claimed only by its craft.
  const town = /from ([A-Z][a-z]+)\. /.exec(product.description)?.[1];
  const madeIn = /makers in ([A-Z][a-z]+)\./.exec(product.long_description)?.[1];
  if (!town || town !== madeIn) say(`comes from ${town ?? '?'} in one description and ${madeIn ?? '?'} in the other`);
  // A craft in the name decides ("Pashmina Phulkari Dupatta" may come from Phulkari's Punjab); the material's only when the name names none.
  const crafts = (text: string) => craftTowns.filter(([words]) => words.test(text));
  const claimed = crafts(product.name).length > 0 ? crafts(product.name) : crafts(product.material ?? '');
  if (town && claimed.length > 0 && !claimed.some(([, towns]) => towns.includes(town))) {
    say(`a ${claimed.map(([words]) => words.source).join(' and ')} said to come from ${town}`);
  }
  const text = `${product.name} ${product.material ?? ''}`;
  for (const [place, words] of signatureTowns) {
    if (town === place && !words.test(text)) say(`said to come from ${place}, which its name does not claim`);
  }

  // Returns: every number of days said about returns is the policy's.
  for (const sentence of `${product.description} ${product.long_description}`.replace(/<[^>]+>/g, ' ').split(/(?<=\.)\s+/)) {
    if (!/return/i.test(sentence)) continue;
    for (const [, days] of sentence.matchAll(/(\d+)[- ]days?\b/gi)) {
      if (Number(days) !== returnDays) say(`promises ${days}-day returns, the policy gives ${returnDays}`);
    }
  }
  return problems;
}
