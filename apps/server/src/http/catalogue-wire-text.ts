import type { Browsed, ShelvedProductDetail } from '../services/catalogue/catalogue-memory.ts';
import type { ShelvedProduct, SizeRecord } from '../services/catalogue/catalogue.ts';
import { productSummaryToWire, productToWire } from './catalogue-wire.ts';

/**
 * A product's answer as JSON text, made once per product kept in memory (decision 033). Everything
 * in it but its sizes and its total quantity stays as it is until the product leaves memory (a
 * console change or 30 s), so it is written once as the text around those two holes; each answer
 * fills them with the stock read a moment ago. The text is what `JSON.stringify` would write for
 * the wire object, byte for byte (test/catalogue-wire-text.test.ts).
 */
interface WireText {
  /** The text before, between and after the holes: one more than `holes`. */
  parts: string[];
  holes: Array<'sizes' | 'quantity'>;
}

const holes = new Set<string>(['sizes', 'quantity']);

/**
 * `value`'s JSON text (its `sizes` empty, its `quantity` 0) cut at those two values. One
 * JSON.stringify of the whole object, then the two values found in it: `"sizes":[]` and
 * `"quantity":0` can only be keys and values of the object itself, since a quote inside a string
 * is always written `\"` and the wire's nested objects (pictures, sizes) have no such keys. If
 * either shows more or less than once (a wire shape that changes), it is cut field by field.
 * A first-asked listing writes 24 of these: a third of the time of one stringify per field.
 */
function textWithHoles(value: object): WireText {
  const json = JSON.stringify(value);
  const found: Array<{ hole: 'sizes' | 'quantity'; at: number; text: string }> = [];
  for (const [hole, text] of [['sizes', '"sizes":[]'], ['quantity', '"quantity":0']] as const) {
    const at = json.indexOf(text);
    if (at < 0 || json.indexOf(text, at + 1) >= 0) return textWithHolesByField(value);
    found.push({ hole, at, text });
  }
  found.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let from = 0;
  for (const { at, text } of found) {
    // The key stays with the text before it; the value is the hole.
    const valueAt = at + text.indexOf(':') + 1;
    parts.push(json.slice(from, valueAt));
    from = at + text.length;
  }
  parts.push(json.slice(from));
  return { parts, holes: found.map((f) => f.hole) };
}

/** `value`'s JSON text cut at its top-level `sizes` and `quantity` values, keys in the order JSON.stringify takes them. */
function textWithHolesByField(value: object): WireText {
  const parts: string[] = [];
  const found: WireText['holes'] = [];
  let text = '{';
  for (const [key, field] of Object.entries(value)) {
    const json = holes.has(key) ? '' : JSON.stringify(field) as string | undefined;
    // JSON.stringify leaves out a field whose value has no JSON (undefined, a function).
    if (json === undefined) continue;
    if (text !== '{') text += ',';
    text += `${JSON.stringify(key)}:`;
    if (holes.has(key)) {
      parts.push(text);
      found.push(key as 'sizes' | 'quantity');
      text = '';
    } else {
      text += json;
    }
  }
  parts.push(`${text}}`);
  return { parts, holes: found };
}

function sizesText(sizes: readonly SizeRecord[]): string {
  let text = '[';
  for (const [i, s] of sizes.entries()) text += `${i === 0 ? '' : ','}{"unit_id":${s.id},"Size_Desc":${JSON.stringify(s.label)},"Stock":${s.stock}}`;
  return `${text}]`;
}

function fill(wire: WireText, sizes: readonly SizeRecord[]): string {
  let quantity = 0;
  for (const s of sizes) quantity += s.stock;
  let text = wire.parts[0]!;
  for (const [i, hole] of wire.holes.entries()) text += (hole === 'sizes' ? sizesText(sizes) : String(quantity)) + wire.parts[i + 1]!;
  return text;
}

// Kept beside the product object itself: they go when it leaves memory.
const summaries = new WeakMap<ShelvedProduct, WireText>();
const details = new WeakMap<ShelvedProductDetail, WireText>();

/** What was made from a product and the sizes it was filled from, kept beside those sizes. */
type KeptBeside<T> = WeakMap<readonly SizeRecord[], { product: object; value: T }>;

/**
 * `make()` for this product and sizes, made once: browsing hands out the same sizes for as long as
 * the store's stock version stays (decision 036), and each product its own.
 */
function keptBeside<T>(kept: KeptBeside<T>, product: object, sizes: readonly SizeRecord[], make: () => T): T {
  const last = kept.get(sizes);
  if (last?.product === product) return last.value;
  const value = make();
  kept.set(sizes, { product, value });
  return value;
}

const filledSummaries: KeptBeside<string> = new WeakMap();
const singleProductAnswers: KeptBeside<Uint8Array<ArrayBuffer>> = new WeakMap();
const utf8 = new TextEncoder();

/** A listing's product (productSummaryToWire) as JSON text. */
export function productSummaryText({ product, sizes }: Browsed<ShelvedProduct>): string {
  return keptBeside(filledSummaries, product, sizes, () => {
    let wire = summaries.get(product);
    if (!wire) summaries.set(product, (wire = textWithHoles(productSummaryToWire({ ...product, sizes: [] }))));
    return fill(wire, sizes);
  });
}

/** A product page's product (productToWire) as JSON text. */
export function productDetailText({ product, sizes }: Browsed<ShelvedProductDetail>): string {
  let wire = details.get(product);
  if (!wire) details.set(product, (wire = textWithHoles(productToWire({ ...product, sizes: [] }))));
  return fill(wire, sizes);
}

/**
 * GetSingleProductFilters' answer for a product (an array of the one product) as UTF-8 bytes,
 * made once for its sizes: the same bytes serve every call until the product or the store's stock
 * moves, and their gzipped form is kept beside them (catalogue-answer.ts). A call that accepts gzip
 * (a browser's always does, and a phone app's HTTP client by default) was packed afresh each time:
 * 178 µs of server CPU, 124 now.
 */
export function singleProductAnswer(browsed: Browsed<ShelvedProductDetail>): Uint8Array<ArrayBuffer> {
  return keptBeside(singleProductAnswers, browsed.product, browsed.sizes, () => utf8.encode(`[${productDetailText(browsed)}]`));
}

/**
 * The last listing pages' answers as bytes, each beside its page (listing-page.ts hands out one
 * object per page of a kept result) with the very products and sizes it was made from: while they
 * are the same ones, so are the bytes, and the gzipped form kept beside them (catalogue-answer.ts).
 * A call that accepts gzip packed a page's 19 kB afresh (294 µs of server CPU, 136 now), and one
 * that does not joined and measured it (188 µs, 137 now). A bounded number, not one per page kept:
 * a crawler walking every page of every result would keep them all.
 */
const listingAnswers = new Map<object, { items: ReadonlyArray<Browsed<ShelvedProduct>>; bytes: Uint8Array<ArrayBuffer> }>();
const listingAnswersKept = 256;

/** A listing page's answer (its products in order, productSummaryText) as UTF-8 bytes. */
export function listingAnswer(page: object, items: ReadonlyArray<Browsed<ShelvedProduct>>): Uint8Array<ArrayBuffer> {
  const last = listingAnswers.get(page);
  if (last && last.items.length === items.length && last.items.every((item, i) => item.product === items[i]!.product && item.sizes === items[i]!.sizes)) return last.bytes;
  const bytes = utf8.encode(`[${items.map(productSummaryText).join(',')}]`);
  listingAnswers.delete(page);
  listingAnswers.set(page, { items, bytes });
  if (listingAnswers.size > listingAnswersKept) listingAnswers.delete(listingAnswers.keys().next().value!);
  return bytes;
}
