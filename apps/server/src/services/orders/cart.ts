import { maxUnitsPerLine } from '@haat/shared/api';
import {
  addCartLine, isRowId, messages, minQuantity, onlyLeftMessage, productDroppedMessage, sizeNotOfferedMessage, type CartLine,
} from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { CustomerOwner } from '../accounts/customers.ts';
import { engineOf } from '../../db/engine.ts';
import { getProductsByIds, type ProductRecord, type SizeRecord } from '../catalogue/catalogue.ts';

/** Whose cart a call works on: the signed-in customer; products and prices are the request's store's. */
export type CartOwner = CustomerOwner;

/** A cart line priced from the catalogue as it is now: the product, its chosen size and units. */
export interface PricedLine {
  product: ProductRecord;
  size: SizeRecord;
  units: number;
  color: string | null;
}

/** The cart as stored, and what the server changed on its own to keep it orderable. */
export interface CartView {
  lines: PricedLine[];
  notes: string[];
}

type LineCheck =
  | { kind: 'gone'; note: string }
  | { kind: 'size-not-offered'; note: string }
  | { kind: 'ok'; line: PricedLine; note: string | null };

/**
 * Holds a line up against its product: gone from the store, a size it does not come in, or
 * units capped at the size's stock. A size out of stock keeps the line at 1 unit, so the shopper
 * sees it and can remove it, and the note says it is out of stock.
 */
function checkLine(line: CartLine, product: ProductRecord | undefined): LineCheck {
  // Stock lives on sizes, so a product left with no sizes can no longer be bought at all.
  if (!product || product.sizes.length === 0) return { kind: 'gone', note: productDroppedMessage(product?.name ?? null) };
  const size = product.sizes.find((s) => s.label === line.size);
  if (!size) return { kind: 'size-not-offered', note: sizeNotOfferedMessage(product.name, line.size) };
  const units = Math.max(minQuantity, Math.min(line.units, size.stock));
  const note = line.units > size.stock ? onlyLeftMessage(product.name, size.label, size.stock) : null;
  return { kind: 'ok', line: { product, size, units, color: line.color }, note };
}

/** The store's products among the ids, by id; ids no row can have are simply not found. */
async function productsById(db: Db, storeId: number, ids: number[]): Promise<Map<number, ProductRecord>> {
  const products = await getProductsByIds(db, storeId, [...new Set(ids.filter(isRowId))]);
  return new Map(products.map((p) => [p.id, p]));
}

/** The same note twice (two vanished products without a name) is said once. */
function distinct(notes: string[]): string[] {
  return [...new Set(notes)];
}

/**
 * Serialises writes to one customer's cart. Two saves at once (two tabs merging at sign-in)
 * would otherwise both delete, then both insert, and the second would break the unique key.
 * SQLite needs nothing: its transactions begin IMMEDIATE and so already run one at a time.
 */
async function lockCart(trx: Db, customerId: number): Promise<void> {
  if (engineOf(trx) === 'postgres') await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
}

/**
 * The customer's cart, oldest line first, priced now. It is repaired on the way: a line whose
 * product left the store (or whose size it no longer offers) is deleted, units above stock are
 * lowered; each repair is written back and noted, never an error.
 */
export async function readCart(db: Db, owner: CartOwner, now: Date): Promise<CartView> {
  const rows = await db.selectFrom('cart_lines').select(['id', 'product_id', 'units', 'size', 'color'])
    .where('customer_id', '=', owner.customerId)
    .orderBy('added_at').orderBy('id')
    .execute();
  const products = await productsById(db, owner.storeId, rows.map((r) => r.product_id));
  const view: CartView = { lines: [], notes: [] };
  for (const row of rows) {
    const check = checkLine({ productId: row.product_id, units: row.units, size: row.size, color: row.color }, products.get(row.product_id));
    if (check.kind !== 'ok') {
      await db.deleteFrom('cart_lines').where('id', '=', row.id).execute();
      view.notes.push(check.note);
      continue;
    }
    if (check.line.units !== row.units) {
      await db.updateTable('cart_lines').set({ units: check.line.units, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
    }
    view.lines.push(check.line);
    if (check.note) view.notes.push(check.note);
  }
  return { lines: view.lines, notes: distinct(view.notes) };
}

/** One line per product, as the shared add rule keeps it: a repeated product adds its units. */
function mergeRepeats(lines: readonly CartLine[]): CartLine[] {
  return lines.reduce<CartLine[]>((merged, line) => addCartLine(merged, line, maxUnitsPerLine), []);
}

export type SaveOutcome = { kind: 'saved'; cart: CartView } | { kind: 'size-not-offered'; message: string };

/**
 * Replaces the whole cart with the given lines, in their order. Vanished products are dropped and
 * units capped, with notes; a size the product does not come in refuses the save and changes nothing.
 */
export async function saveCart(db: Db, owner: CartOwner, lines: readonly CartLine[], now: Date): Promise<SaveOutcome> {
  const wanted = mergeRepeats(lines);
  const products = await productsById(db, owner.storeId, wanted.map((l) => l.productId));
  const cart: CartView = { lines: [], notes: [] };
  for (const line of wanted) {
    const check = checkLine(line, products.get(line.productId));
    if (check.kind === 'size-not-offered') return { kind: 'size-not-offered', message: check.note };
    if (check.kind === 'gone') {
      cart.notes.push(check.note);
      continue;
    }
    cart.lines.push(check.line);
    if (check.note) cart.notes.push(check.note);
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockCart(trx, owner.customerId);
    await trx.deleteFrom('cart_lines').where('customer_id', '=', owner.customerId).execute();
    if (cart.lines.length === 0) return;
    // Every line gets the same added_at; the ids, handed out in list order, keep the list's order.
    await trx.insertInto('cart_lines').values(cart.lines.map((l) => ({
      customer_id: owner.customerId, product_id: l.product.id, units: l.units, size: l.size.label, color: l.color, added_at: at, updated_at: at,
    }))).execute();
  });
  return { kind: 'saved', cart: { lines: cart.lines, notes: distinct(cart.notes) } };
}

/**
 * One unit up (only while below the size's stock: 'at-most' otherwise) or down (never below 1).
 * 'missing' when the product is not in the cart. A line the repair on reading dropped answers the
 * cart with the note that says why, rather than an error.
 */
export async function stepCartLine(db: Db, owner: CartOwner, productId: number, step: 1 | -1, now: Date): Promise<CartView | 'missing' | 'at-most'> {
  if (!isRowId(productId)) return 'missing';
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, owner.customerId);
    const row = await trx.selectFrom('cart_lines').select('id')
      .where('customer_id', '=', owner.customerId).where('product_id', '=', productId)
      .executeTakeFirst();
    if (!row) return 'missing';
    const cart = await readCart(trx, owner, now);
    const line = cart.lines.find((l) => l.product.id === productId);
    if (!line) return cart;
    if (step === 1 && line.units >= Math.min(line.size.stock, maxUnitsPerLine)) return 'at-most';
    const units = Math.max(minQuantity, line.units + step);
    if (units === line.units) return cart;
    await trx.updateTable('cart_lines').set({ units, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
    return { ...cart, lines: cart.lines.map((l) => (l === line ? { ...l, units } : l)) };
  });
}

/** Removes the product's line and answers the cart left; 'missing' when it was not in the cart. */
export async function removeCartLine(db: Db, owner: CartOwner, productId: number, now: Date): Promise<CartView | 'missing'> {
  if (!isRowId(productId)) return 'missing';
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, owner.customerId);
    const result = await trx.deleteFrom('cart_lines')
      .where('customer_id', '=', owner.customerId).where('product_id', '=', productId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) return 'missing';
    return readCart(trx, owner, now);
  });
}

/** Called once an order is placed: the ordered products leave the customer's cart. */
export async function removeOrderedLines(db: Db, customerId: number, productIds: readonly number[]): Promise<number> {
  const ids = [...new Set(productIds.filter(isRowId))];
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('cart_lines').where('customer_id', '=', customerId).where('product_id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A Buy Now line: the size may be left out (the product's first size in stock is taken). */
export interface CheckoutLine {
  productId: number;
  units: number;
  size: string | null;
  color: string | null;
}

/** Why a Buy Now cannot go ahead, with the shopper's message. */
export type CheckoutRefusal = { kind: 'gone'; message: string } | { kind: 'size-not-offered'; message: string } | { kind: 'short'; message: string };
export type CheckoutCheck = { kind: 'ready'; lines: PricedLine[] } | CheckoutRefusal;

/** The size a Buy Now without a size gets: the first in stock, else the first (which then says out of stock). */
function defaultSizeOf(product: ProductRecord): SizeRecord | undefined {
  return product.sizes.find((s) => s.stock > 0) ?? product.sizes[0];
}

/**
 * Buy Now's check, which changes nothing: every product is in the store, comes in the size, and
 * has the units in stock. Lines of the same product and size count together against that stock.
 */
export async function checkCheckoutLines(db: Db, storeId: number, lines: readonly CheckoutLine[]): Promise<CheckoutCheck> {
  const products = await productsById(db, storeId, lines.map((l) => l.productId));
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || product.sizes.length === 0) return { kind: 'gone', message: messages.productGone };
    const size = line.size === null ? defaultSizeOf(product) : product.sizes.find((s) => s.label === line.size);
    if (!size) return { kind: 'size-not-offered', message: sizeNotOfferedMessage(product.name, line.size ?? '') };
    const same = priced.findIndex((p) => p.product.id === product.id && p.size.id === size.id);
    const earlier = priced[same];
    if (earlier) priced[same] = { ...earlier, units: earlier.units + line.units, color: line.color };
    else priced.push({ product, size, units: line.units, color: line.color });
  }
  const short = priced.find((p) => p.units > p.size.stock);
  if (short) return { kind: 'short', message: onlyLeftMessage(short.product.name, short.size.label, short.size.stock) };
  return { kind: 'ready', lines: priced };
}
