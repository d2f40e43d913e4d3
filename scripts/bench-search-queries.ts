import { catalogue } from '../apps/server/src/db/seed/catalogue-data.ts';

/**
 * Distinct searches a shopper might type into the demo catalogue, for bench-search.ts: whole
 * words, prefixes, typos, two words and other spellings, made from the catalogue's item names so
 * every one asks something of the index. Each is different after the server's own folding
 * (lower case, one entry per word), so no answer is reused from another's.
 */
export function searchQueryMix(count: number, skip = 0): string[] {
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const group of catalogue) {
    for (const category of group.categories) {
      for (const subcategory of category.subcategories) {
        for (const [item] of subcategory.items) {
          const itemWords = item.toLowerCase().replace(/[^a-z ]+/g, ' ').split(/\s+/).filter((w) => w.length >= 4);
          for (const word of itemWords) words.add(word);
          for (let i = 1; i < itemWords.length; i++) pairs.add(`${itemWords[i - 1]} ${itemWords[i]}`);
        }
      }
    }
  }
  const list = [...words];
  const spellings = ['sari', 'kurti', 'tshirt', 'tee', 'pajama', 'chunni', 'ittar', 'jewelry', 'kadhai', 'jooti', 'lengha', 'agarbatti', 'chudi', 'deeya'];
  // Interleaved, so any count takes some of every kind.
  const kinds = [
    list,
    list.filter((w) => w.length >= 6).map((w) => w.slice(0, 4)),
    list.filter((w) => w.length >= 5).map(typo),
    [...pairs],
    spellings,
  ];
  const mixed: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; mixed.length < count + skip && kinds.some((k) => i < k.length); i++) {
    for (const kind of kinds) {
      const query = kind[i];
      if (query === undefined || seen.has(query)) continue;
      seen.add(query);
      mixed.push(query);
    }
  }
  return mixed.slice(skip, skip + count);
}

/** Two neighbouring letters swapped in the middle of the word: "saree" -> "sraee", "kurta" -> "kruta". */
function typo(word: string): string {
  const i = Math.floor(word.length / 2);
  return `${word.slice(0, i - 1)}${word[i]}${word[i - 1]}${word.slice(i + 1)}`;
}
