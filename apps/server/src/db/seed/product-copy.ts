import type { AttributeScheme } from './attribute-data.ts';
import type { Random } from './prng.ts';
import { demoReturnPolicy } from './store-data.ts';

/** Shop-floor copy for the demo products: the short description and the rich-text long one. */

const pitches: Record<AttributeScheme, readonly string[]> = {
  saree: ['A graceful drape with a rich border, made for weddings and festive evenings.', 'Light enough to wear all day, grand enough for the sangeet.'],
  ethnic: ['Easy to style for office days, pujas and family functions.', 'Soft on the skin and made to keep its shape wash after wash.'],
  western: ['An everyday essential that pairs with jeans, chinos or shorts.', 'Breathable fabric for hot Indian summers.'],
  bottomwear: ['A comfortable fit for long days on the move.', 'Holds its shape and colour wash after wash.'],
  footwear: ['Cushioned insole and a sturdy sole for all-day comfort.', 'Finished by hand, so no two pairs are exactly alike.'],
  kids: ['Soft, skin-friendly fabric that lets little ones play freely.', 'Easy to wear and easy to wash, with room to grow.'],
  toy: ['Safe, non-toxic colours and smooth rounded edges.', 'A classic Indian toy that keeps children away from screens.'],
  kitchen: ['Even heating for everyday sabzi, dosa and tadka.', 'Built to last a lifetime in a busy Indian kitchen.'],
  storage: ['Keeps food fresh and spices within easy reach.', 'Leak-proof lids that make office lunches hassle-free.'],
  drinkware: ['Keeps water fresh through the day, at home or at work.', 'A healthy habit in the Ayurvedic tradition.'],
  home: ['Adds warmth and colour to living rooms and bedrooms.', 'Handcrafted details that make a house feel like home.'],
  beauty: ['Gentle, effective and made for Indian skin and weather.', 'Inspired by Ayurveda and free of harsh chemicals.'],
  fragrance: ['A long-lasting fragrance that stays with you from morning to night.', 'Distilled the traditional way, without alcohol.'],
  jewellery: ['Lightweight statement jewellery that completes every ethnic look.', 'Skin-friendly and nickel free, with a rich antique finish.'],
  bag: ['Roomy enough for phone, wallet and keys, and sturdy enough for daily use.', 'Handcrafted detailing that goes from office to wedding.'],
  watch: ['A timeless design for work, weekends and celebrations.', 'Precise quartz movement in a durable case.'],
  puja: ['Made for daily puja and festive decoration alike.', 'Traditional craftsmanship that brings a glow to your mandir.'],
  gifting: ['Packed fresh and gift wrapped, ready to hand over.', 'A thoughtful gift for family, friends and colleagues.'],
  holi: ['Play safe this Holi with skin-friendly, washable colours.', 'Made for a colourful, joyful Holi with friends and family.'],
};

const care: Record<AttributeScheme, string> = {
  saree: 'Dry clean the first time; then gentle hand wash in cold water and dry in shade.',
  ethnic: 'Hand wash separately in cold water with mild detergent; dry in shade; warm iron on the reverse.',
  western: 'Machine wash cold with similar colours; do not bleach; tumble dry low.',
  bottomwear: 'Turn inside out and machine wash cold; do not bleach; line dry.',
  footwear: 'Wipe with a soft dry cloth; keep away from water and direct heat.',
  kids: 'Machine wash cold on a gentle cycle; wash dark colours separately.',
  toy: 'Wipe clean with a dry cloth; keep away from water.',
  kitchen: 'Wash with mild soap; dry completely and apply a thin layer of oil to iron cookware.',
  storage: 'Wash with mild soap before first use; dishwasher safe unless stated otherwise.',
  drinkware: 'Clean copper with lemon and salt once a week; do not use in a microwave.',
  home: 'Machine wash cold; do not bleach; iron on medium heat.',
  beauty: 'Store in a cool, dry place away from direct sunlight. For external use only.',
  fragrance: 'Store away from heat and light; apply to pulse points.',
  jewellery: 'Keep away from perfume and water; store in the pouch provided.',
  bag: 'Wipe with a dry cloth; stuff with paper when not in use to keep the shape.',
  watch: 'Avoid hot water and perfume on the strap; service the battery every two years.',
  puja: 'Polish brass with tamarind or pitambari; keep terracotta dry.',
  gifting: 'Store in a cool, dry place; best consumed before the date on the box.',
  holi: 'Rinse colours off with plain water; do a patch test before use.',
};

export interface CopyInput {
  name: string;
  storeName: string;
  categoryName: string;
  scheme: AttributeScheme;
  origin: string;
  material: string | null;
  attributes: Record<string, string>;
}

/** One or two sentences for cards and the product page's lead. */
export function shortDescription(input: CopyInput, random: Random): string {
  const made = input.material && !input.name.includes(input.material) ? `in ${materialWords(input.material)}, ` : '';
  return `${input.name} ${made}from ${input.origin}. ${random.pick(pitches[input.scheme])}`;
}

/** Product Description as simple rich text: paragraphs, a bullet list and bold labels. */
export function longDescription(input: CopyInput, random: Random): string {
  const points = Object.entries(input.attributes)
    .filter(([key]) => key !== 'Country of Origin')
    .slice(0, 5)
    .map(([key, value]) => `<li><strong>${key}:</strong> ${value}</li>`);
  if (input.material) points.unshift(`<li><strong>Material:</strong> ${input.material}</li>`);
  points.push(`<li>Quality checked by the ${input.storeName} team before dispatch</li>`);
  const [first, second] = random.sample(pitches[input.scheme], 2);
  return [
    `<p>Bring home the <strong>${input.name}</strong>, sourced from trusted makers in ${input.origin}. ${first ?? ''}</p>`,
    `<p>${second ?? ''} Every piece in our ${input.categoryName} collection is chosen by hand, photographed in daylight and packed with care.</p>`,
    '<p><strong>Product highlights</strong></p>',
    `<ul>${points.join('')}</ul>`,
    `<p><strong>Care:</strong> ${care[input.scheme]}</p>`,
    `<p><strong>Delivery and returns:</strong> Ships in 2 to 4 working days from Jaipur. Cash on Delivery is available across India. ${returns(input.scheme)}</p>`,
    '<p><em>Please note:</em> colours may vary slightly from the picture because of screen settings and daylight photography.</p>',
  ].join('\n');
}

/** Kinds of goods the Return Policy takes back only unopened (beauty and personal care; food, by its nature). */
const unopenedOnly: ReadonlySet<AttributeScheme> = new Set(['beauty', 'fragrance', 'gifting', 'holi']);

/** The return promise in the policy's own terms: its number of days, and unopened where it says so. */
function returns(scheme: AttributeScheme): string {
  const days = demoReturnPolicy.days;
  return unopenedOnly.has(scheme)
    ? `Returns within ${days} days of delivery if unopened, as our Return Policy explains.`
    : `Easy returns within ${days} days of delivery on unused items with tags intact.`;
}

/** A material in running text: lower case, except the places and proper names some are ("Chanderi", "German Silver"). */
function materialWords(material: string): string {
  return /^(Chanderi|German|Pashmina)\b/.test(material) ? material : material.toLowerCase();
}
