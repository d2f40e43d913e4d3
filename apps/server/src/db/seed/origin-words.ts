import { seedFor } from './prng.ts';

/**
 * Crafts named after their town: a Kanjeevaram comes from Kanchipuram, a Chanderi from Chanderi.
 * A product whose name or material says one is described as coming from that town, never from
 * another the category's list would have drawn.
 */
export const originWords: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/Banarasi/, ['Varanasi']],
  [/Kanjeevaram|Pattu Pavadai|Veshti/, ['Kanchipuram']],
  [/Chanderi/, ['Chanderi']],
  [/Kota Doria/, ['Kota']],
  [/Mysore/, ['Mysuru']],
  [/Paithani/, ['Paithan', 'Yeola']],
  [/Tussar/, ['Bhagalpur']],
  [/Chikankari|Zardozi/, ['Lucknow']],
  [/Phulkari|Punjabi Jutti/, ['Amritsar', 'Patiala']],
  [/Patiala/, ['Patiala']],
  [/Pashmina/, ['Srinagar']],
  [/Bandhani/, ['Jaipur', 'Kutch', 'Jamnagar']],
  [/Mirror Work|Chaniya Choli/, ['Kutch', 'Ahmedabad']],
  [/Gota Patti|Jaipuri|Kundan|Polki|Meenakari|Mojari/, ['Jaipur']],
  [/Block Print/, ['Jaipur', 'Sanganer', 'Bagru']],
  [/Temple/, ['Nagercoil']],
  [/Kolhapuri/, ['Kolhapur']],
  [/Channapatna/, ['Channapatna']],
  [/Pallanguzhi/, ['Madurai']],
  [/Madhubani/, ['Madhubani']],
  [/Kantha/, ['Bengal']],
  [/Glass Bangle/, ['Firozabad']],
  [/Lac Bangle/, ['Jaipur', 'Hyderabad']],
];

/**
 * The towns a product may come from by what it says, the item first ("Madhubani Wall Painting"),
 * then the rest of its name ("Jaipuri"), then its material ("Chanderi"); null when none says.
 * A later word narrows the towns only if it agrees with them: the thing itself outranks its trims.
 */
export function townsNamedBy(itemName: string, name: string, material: string | null): readonly string[] | null {
  const key = `${itemName}|${name}|${material ?? ''}`;
  if (!known.has(key)) known.set(key, townsOf(itemName, name, material));
  return known.get(key)!;
}

/** Answers so far: names repeat across a large catalogue, so a few thousand answers serve 100,000 products. */
const known = new Map<string, readonly string[] | null>();

function townsOf(itemName: string, name: string, material: string | null): readonly string[] | null {
  let towns: readonly string[] | null = null;
  for (const text of [itemName, name, material ?? '']) {
    for (const [words, places] of originWords) {
      if (!words.test(text)) continue;
      const both: readonly string[] = towns ? towns.filter((t) => places.includes(t)) : places;
      towns = both.length > 0 ? both : towns;
    }
  }
  return towns;
}

/** The town a product's copy names: the one drawn from its category, unless its name says otherwise. */
export function originFor(itemName: string, name: string, material: string | null, drawn: string, ordinal: number): string {
  const towns = townsNamedBy(itemName, name, material);
  if (!towns || towns.includes(drawn)) return drawn;
  return towns[seedFor(0x0819, ordinal) % towns.length]!;
}
