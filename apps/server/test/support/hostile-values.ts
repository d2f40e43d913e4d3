import type { Random } from '../../src/db/seed/prng.ts';

/**
 * A value a hostile client might put in a field: `json` is its JSON text (which may be no value
 * JSON.stringify could write: 1e999, -0, 10,000 nested arrays, a `__proto__` key), `text` what
 * it becomes in a form field, query string or header.
 */
export interface Hostile {
  label: string;
  json: string;
  text: string;
}

const nul = '\u0000';
const deepArrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObjects = `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`;

/** Right-to-left override, emoji with joiners, lone surrogates, combining marks, BOM, zero width. */
const oddCharacters = ['\u202E', '\u202C', '😀', '👩‍👩‍👧‍👦', '\uD800', '\uDFFF', 'a\u0301', '\uFEFF', '\u200B', 'ﷺ', '𝕏', '"', '\\', '%', "'", '<', nul];

const fromJson = (label: string, json: string): Hostile => ({ label, json, text: json });
const fromValue = (label: string, value: unknown): Hostile =>
  ({ label, json: JSON.stringify(value), text: typeof value === 'string' ? value : JSON.stringify(value) });

/** Wrong types, out-of-range numbers, NUL bytes, long and odd text, deep nesting, prototype keys. */
export function hostileValues(random: Random): Hostile[] {
  const numbers = [2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 31) - 1, -1, 0, 1.5, 1e308, -1e308, 5e-324];
  const numberTexts = ['NaN', 'Infinity', '-Infinity', '2147483648', '9007199254740993', '1e308', '-1', '0x10', ' 7 ', '1e999', ''];
  const randomText = (length: number) => Array.from({ length }, () => random.pick(oddCharacters)).join('');
  return [
    fromJson('null', 'null'), fromJson('true', 'true'), fromJson('empty list', '[]'), fromJson('empty object', '{}'),
    fromJson('list of numbers', '[1,2,3]'), fromJson('object', '{"a":"b"}'), fromValue('text', 'text'),
    ...numbers.map((n) => fromValue(`number ${n}`, n)),
    fromJson('1e999', '1e999'), fromJson('-0', '-0'), fromJson('long integer literal', '123456789012345678901234567890'),
    ...numberTexts.map((t) => fromValue(`number text ${JSON.stringify(t)}`, t)),
    fromValue('NUL', nul), fromValue('NUL inside text', `a${nul}b`), fromValue('NULs', nul.repeat(50)),
    fromValue('long text', 'x'.repeat(5_000)), fromValue('long accented text', 'é'.repeat(3_000)),
    fromValue('right-to-left override', '\u202Eevil\u202C'), fromValue('emoji', '😀👩‍👩‍👧‍👦'),
    fromValue('lone high surrogate', '\uD800'), fromValue('lone low surrogate', 'x\uDFFF'),
    fromValue('random odd text', randomText(random.int(1, 40))), fromValue('random odd text', randomText(random.int(1, 400))),
    fromJson('10,000 nested lists', deepArrays), fromJson('2,000 nested objects', deepObjects),
    fromJson('__proto__ key', '{"__proto__":{"polluted":true,"status":"true"}}'),
    fromJson('constructor key', '{"constructor":{"prototype":{"polluted":true}}}'),
  ];
}

/** Spoilt versions of a value that otherwise fits its field: the same text with a NUL, a number one past 32 bits. */
export function nearMisses(sample: unknown): Hostile[] {
  if (typeof sample === 'string') {
    return [fromValue('field value + NUL', `${sample}${nul}`), fromValue('NUL + field value', `${nul}${sample}`)];
  }
  if (typeof sample === 'number') {
    return [fromValue('field value + 2^31', sample + 2 ** 31), fromValue('field value as text', String(sample)), fromValue('field value + 2^31 as text', String(sample + 2 ** 31))];
  }
  return [];
}

/** Whole bodies that are no object at all, or an object with hostile keys. */
export function hostileBodies(sampleJson: string): Hostile[] {
  const withKeys = sampleJson.startsWith('{') && sampleJson !== '{}'
    ? [fromJson('sample with __proto__ and constructor keys', `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},${sampleJson.slice(1)}`)]
    : [];
  return [
    fromJson('empty body', ''), fromJson('not JSON', 'not json'), fromJson('cut-off JSON', '{"a":'), fromJson('NUL byte body', nul),
    fromJson('JSON null', 'null'), fromJson('JSON string', '"text"'), fromJson('JSON number', '2147483648'),
    fromJson('10,000 nested lists', deepArrays), fromJson('2,000 nested objects', deepObjects),
    fromJson('duplicate keys', sampleJson.startsWith('{') ? `{"a":1,"a":2,${sampleJson.slice(1)}` : sampleJson),
    ...withKeys,
  ];
}
