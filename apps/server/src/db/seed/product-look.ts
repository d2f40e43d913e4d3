import { colourSwatches, finishSwatches } from '../../images/artwork/colourways.ts';
import type { Design } from '../../images/artwork/motifs.ts';
import type { ArtKind } from '../../images/artwork/shapes.ts';
import { colourNames } from './attribute-data.ts';
import type { CategorySpec, ItemSpec, SubcategorySpec } from './catalogue-data.ts';
import { jewelleryFinish } from './jewellery-look.ts';
import { seedFor } from './prng.ts';

/**
 * How a demo product is drawn: which drawing (a saree, shorts, a sneaker), which design on its
 * fabric, and in which colours. Everything follows from the product itself: the colour its name
 * and colour list give, the material it is made of, the pattern its name or attributes give.
 */
export interface ProductLook {
  kind: ArtKind;
  design: Design;
  /** Colour names or finishes, the one shown first leading; each has a picture in the pool. */
  colourways: string[];
  /** The product's attributes, with Pattern, Finish, Plating and Stone Type brought into line with the picture. */
  attributes: Record<string, string>;
}

export interface LookInput {
  ordinal: number;
  category: CategorySpec;
  subcategory: SubcategorySpec;
  item: ItemSpec;
  name: string;
  material: string | null;
  colours: string[] | null;
  attributes: Record<string, string>;
}

/** The designs each textile drawing may wear, the first being its default; other drawings are plain. */
const designsOf: Partial<Record<ArtKind, readonly Design[]>> = {
  saree: ['zari', 'temple', 'print', 'checks', 'bandhani', 'embroidery', 'plain'],
  kurta: ['print', 'embroidery', 'stripes', 'bandhani', 'mirror', 'plain'],
  anarkali: ['print', 'embroidery', 'bandhani', 'mirror', 'plain'],
  suitSet: ['print', 'embroidery', 'bandhani', 'mirror', 'plain'],
  kurtaPajama: ['plain', 'print', 'embroidery', 'stripes'],
  lehenga: ['embroidery', 'zari', 'mirror', 'print', 'bandhani'],
  dupatta: ['zari', 'bandhani', 'embroidery', 'print', 'plain'],
  foldedCloth: ['plain', 'print', 'checks', 'stripes'],
  nehruJacket: ['plain', 'print', 'embroidery'],
  shirt: ['plain', 'stripes', 'checks', 'print'],
  tshirt: ['plain', 'stripes', 'print'],
  polo: ['plain', 'stripes'],
  shorts: ['plain', 'checks', 'print'],
  frock: ['print', 'plain', 'embroidery', 'checks'],
  trousers: ['plain', 'stripes'],
  // Goods: a hammered, engraved (zari-like buttis) or painted surface, a printed wrap.
  bottle: ['plain', 'hammered', 'print'],
  tumbler: ['plain', 'hammered', 'print'],
  kadai: ['plain', 'hammered'],
  thali: ['plain', 'hammered', 'zari'],
  tiffin: ['plain', 'print'],
  jar: ['plain', 'print'],
  perfume: ['plain', 'zari'],
  diya: ['plain', 'print'],
  gift: ['plain', 'print', 'stripes', 'zari', 'checks'],
};

/** Attributes of a category's table that the drawn kind of garment does not have. */
const attributesNotWorn: Partial<Record<ArtKind, readonly string[]>> = {
  shorts: ['Sleeve Length'], trousers: ['Sleeve Length', 'Neck'], polo: ['Neck'],
  dupatta: ['Sleeve Length', 'Neck', 'Fit'], foldedCloth: ['Sleeve Length', 'Neck', 'Fit'],
};

/** Designs a drawing wears only when the name says so: jeans get no track pant's side stripe. */
const saidOnly: Partial<Record<ArtKind, readonly Design[]>> = { trousers: ['stripes'] };

/** Words of a name, in the order they win, that say what a fabric looks like. */
const designWords: ReadonlyArray<readonly [RegExp, Design]> = [
  [/Hammered/, 'hammered'],
  [/Mirror Work/, 'mirror'],
  [/Bandhani|Tie-Dye/, 'bandhani'],
  [/Chikankari|Embroidered|Phulkari|Kantha|Zardozi/, 'embroidery'],
  [/Striped|Track Pants|Joggers/, 'stripes'],
  [/Checked|Kota Doria/, 'checks'],
  [/Print|Cartoon/, 'print'],
  [/Zari|Banarasi|Paithani|Katan/, 'zari'],
  [/Kanjeevaram|Temple/, 'temple'],
  [/Solid/, 'plain'],
];

/** What a product's Pattern attribute says, as a design. */
const patternDesigns: Record<string, Design> = {
  'Zari Woven': 'zari', 'Block Print': 'print', 'Embroidered': 'embroidery', 'Bandhani': 'bandhani', 'Ikat': 'stripes',
  'Floral Print': 'print', 'Solid with Border': 'plain', 'Chikankari Embroidery': 'embroidery', 'Solid': 'plain',
  'Mirror Work': 'mirror', 'Printed': 'print', 'Striped': 'stripes', 'Checked': 'checks', 'Graphic Print': 'print',
  'Cartoon Print': 'print', 'Kantha Embroidery': 'embroidery', 'Floral': 'print', 'Geometric': 'checks', 'Madhubani Art': 'print',
  'Temple Border': 'temple',
};

/** How a design is named in a Pattern attribute when the picture has to win. */
const patternNames: Record<Design, string> = {
  plain: 'Solid', zari: 'Zari Woven', temple: 'Temple Border', print: 'Printed', stripes: 'Striped', checks: 'Checked',
  bandhani: 'Bandhani', embroidery: 'Embroidered', mirror: 'Mirror Work', hammered: 'Hammered',
};

/** Colours a product without colours of its own is drawn in, for categories that have none: few, so the pool stays small. */
const quietPalettes: Record<string, readonly string[]> = {
  'Toys & Games': ['Red', 'Mustard', 'Teal', 'Royal Blue', 'Bottle Green', 'Rani Pink'],
  'Skin & Hair Care': ['Mint Green', 'Peach', 'Off White', 'Lavender', 'Sky Blue', 'Beige'],
  'Fragrances': ['Wine', 'Mustard', 'Teal', 'Rani Pink', 'Navy', 'Bottle Green'],
  'Gift Hampers': ['Maroon', 'Mustard', 'Rani Pink', 'Royal Blue', 'Teal', 'Red', 'Wine', 'Bottle Green'],
  'Holi Specials': ['Rani Pink', 'Lemon Yellow', 'Teal', 'Red', 'Royal Blue', 'Magenta'],
  'Holi T-Shirts': ['Off White'],
};

/** Names that say a colour without naming one of the colour list: the plant, flower or spice in it. */
const toneWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/Neem|Aloe|Bhringraj/, 'Bottle Green'], [/Coconut|Mogra/, 'Off White'], [/Ubtan|Kumkumadi/, 'Mustard'],
  [/Multani Mitti|Sandalwood/, 'Beige'], [/Cocoa/, 'Rust'], [/Rose/, 'Rani Pink'], [/Oud/, 'Wine'],
];

/** The drawing, design and colours of one product; stable for its catalogue position. */
export function productLook(input: LookInput): ProductLook {
  const kind = input.item[3] ?? input.subcategory.art ?? input.category.art;
  const attributes = { ...input.attributes };
  // Attribute tables are per category; shorts have no sleeves, a dupatta no neck or fit.
  for (const key of attributesNotWorn[kind] ?? []) delete attributes[key];
  const design = designFor(kind, input.name, attributes, input.ordinal);
  if (designsOf[kind] && 'Pattern' in attributes && patternDesigns[attributes.Pattern!] !== design) {
    attributes.Pattern = patternNames[design];
  }
  if ('Finish' in attributes && (design === 'hammered') !== (attributes.Finish === 'Hammered')) {
    // A hammered picture says Hammered; any other keeps a finish that is not.
    attributes.Finish = design === 'hammered' ? 'Hammered' : 'Matte';
  }
  return { kind, design, colourways: colourwaysFor(input, kind, attributes), attributes };
}

function designFor(kind: ArtKind, name: string, attributes: Record<string, string>, ordinal: number): Design {
  const allowed = designsOf[kind];
  if (!allowed) return 'plain';
  const named = designWords.find(([words, design]) => words.test(name) && allowed.includes(design));
  if (named) return named[1];
  if (attributes.Pattern) {
    const pattern = patternDesigns[attributes.Pattern];
    return pattern && allowed.includes(pattern) ? pattern : allowed[0]!;
  }
  if (attributes.Finish === 'Hammered' && allowed.includes('hammered')) return 'hammered';
  // Nothing says: the product's own pick, among designs that claim nothing the product did not say.
  const free = allowed.filter((d) => d !== 'hammered' && !saidOnly[kind]?.includes(d));
  return free[seedFor(0xde5, ordinal) % free.length]!;
}

function colourwaysFor(input: LookInput, kind: ArtKind, attributes: Record<string, string>): string[] {
  if (input.colours && input.colours.length > 0) return input.colours;
  const jewellery = jewelleryFinish(kind, input.name, attributes);
  if (jewellery) return [jewellery];
  if (input.material && input.material in finishSwatches) return [input.material];
  const tone = toneWords.find(([words]) => words.test(input.name));
  if (tone) return [tone[1]];
  const palette = quietPalettes[input.subcategory.name] ?? quietPalettes[input.category.name] ?? colourNames;
  return [palette[seedFor(0xc0105, input.ordinal) % palette.length]!];
}

/** Every colour and finish a picture can be painted in, for the pool's bound. */
export function knownColourways(): string[] {
  return [...Object.keys(colourSwatches), ...Object.keys(finishSwatches)];
}
