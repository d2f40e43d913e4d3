/**
 * Spellings a shopper means as one word: Hindi-English transliterations ("sari" / "saree"),
 * regional names for one thing ("chunni" / "dupatta") and the ways "t-shirt" is typed. A query
 * word that is one of a set searches for all of them, and a match on any counts as exact
 * (decision 032): these are not typos, and must not wait for the typo pass.
 *
 * Each entry is written as a shopper types it; "t shirt" is two tokens matched as a phrase.
 * Plurals need no entry: every word is a prefix ("saree" finds "sarees"), and a query word's
 * singular is tried as well (see singulars).
 */
const spellingSets: readonly (readonly string[])[] = [
  ['saree', 'sari'],
  ['kurta', 'kurti', 'kurtha'],
  ['t shirt', 'tshirt', 'tee'],
  ['pajama', 'pyjama', 'paijama'],
  ['lehenga', 'lehnga', 'lengha', 'ghagra'],
  ['dupatta', 'chunni', 'chunri', 'odhni'],
  ['jutti', 'jooti', 'juttis', 'mojari'],
  ['chappal', 'chappals', 'slipper'],
  ['jhumka', 'jhumki', 'jhumkas'],
  ['attar', 'ittar', 'itr', 'ittr'],
  ['jewellery', 'jewelry', 'jewelery'],
  ['bangle', 'chudi', 'choodi'],
  ['kadai', 'kadhai', 'karahi', 'kadhi'],
  ['tawa', 'tava'],
  ['diya', 'deeya', 'diyas'],
  ['agarbatti', 'agarbathi', 'incense'],
  ['salwar', 'shalwar'],
  ['thali', 'thaali'],
  ['mithai', 'sweets'],
  ['colour', 'color'],
  ['kajal', 'kaajal', 'kohl'],
  ['dabba', 'dabbas', 'dibba'],
  ['pichkari', 'pichkaari'],
  ['veshti', 'vesti', 'mundu'],
  ['sherwani', 'sherwanis'],
];

/** Folded spelling (tokens joined by a space) -> every spelling of its set, as token lists. */
const setOf = new Map<string, string[][]>();
for (const set of spellingSets) {
  const phrases = set.map((spelling) => spelling.split(' '));
  for (const spelling of set) setOf.set(spelling, phrases);
}

/** The other spellings of a query word (its tokens), or none. "t-shirt" and "tshirt" both find "tee". */
export function otherSpellings(tokens: readonly string[]): string[][] {
  const key = tokens.join(' ');
  const set = setOf.get(key) ?? setOf.get(tokens.join(''));
  return set ? set.filter((phrase) => phrase.join(' ') !== key) : [];
}

/**
 * A plural's singular forms: "sarees" -> "saree", "watches" -> "watch", "dhotis" -> "dhoti". Only
 * candidates: a caller keeps those its store has words for, so "shoes" -> "sho" is never tried.
 */
export function singulars(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return [];
  const found = [word.slice(0, -1)];
  if (word.endsWith('es')) found.push(word.slice(0, -2));
  if (word.endsWith('ies')) found.push(`${word.slice(0, -3)}y`);
  return found;
}
