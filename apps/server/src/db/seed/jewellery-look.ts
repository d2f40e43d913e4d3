import type { ArtKind } from '../../images/artwork/shapes.ts';

/**
 * What jewellery and watches without a colour of their own are drawn in: their plated metal and
 * the stones set in it, by the words of the name ("Oxidised", "Kundan") or else the Plating and
 * Stone Type attributes, which are then set to agree with the picture.
 */
const metalKinds: ReadonlySet<ArtKind> = new Set(['jhumka', 'necklace', 'bangles', 'kada', 'noseRing', 'maangTikka', 'watch']);

/** Name words, the metal drawn, and the Plating attribute that says so. */
const metalWords: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/Rose Gold/, 'Rose Gold', 'Rose Gold Plated'],
  [/Oxidised/, 'Oxidised Silver', 'Oxidised Silver'],
  [/Antique/, 'Gold', 'Antique Gold'],
  [/Gold|Kundan|Temple|Polki/, 'Gold', 'Gold Plated'],
];

/** Name words and the stones they mean (a temple piece's red kemp stones), as a Stone Type. */
const stoneWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/Kundan|Polki/, 'Kundan'], [/Meenakari/, 'Meenakari'], [/Temple/, 'Kemp Stones'],
];

const stoneTypes = new Set(['Kundan', 'Pearl', 'American Diamond', 'Meenakari', 'Kemp Stones']);

/** The finish a piece is drawn in ("Gold with Kundan", "Oxidised Silver"), or null for other kinds. */
export function jewelleryFinish(kind: ArtKind, name: string, attributes: Record<string, string>): string | null {
  if (!metalKinds.has(kind)) return null;
  const named = metalWords.find(([words]) => words.test(name));
  const plated = named ?? metalWords.find(([, , plating]) => plating === attributes.Plating);
  if (!plated) return null;
  if (named && 'Plating' in attributes) attributes.Plating = named[2];
  if (kind === 'watch') return plated[1];
  const stone = stoneWords.find(([words]) => words.test(name))?.[1] ?? attributes['Stone Type'];
  if (stone && 'Stone Type' in attributes) attributes['Stone Type'] = stone;
  return stone && stoneTypes.has(stone) ? `${plated[1]} with ${stone}` : plated[1];
}
