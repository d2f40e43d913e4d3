import { maxQuantityMessage, minQuantity } from './quantity.ts';

/** One line of the cart as the browser keeps it (guest cookie and in-memory state). */
export interface CartLine {
  productId: number;
  /** Chosen quantity (the spec's Unit). */
  units: number;
  /** Chosen size or variant (the spec's cart_size). */
  size: string;
  color: string | null;
}

/**
 * The compact line of a cart item that carries more (a server cart item with its prices). Lives
 * here, not beside the wire schemas, so that browser code using it does not load zod.
 */
export function toCartLine(item: Readonly<CartLine>): CartLine {
  return { productId: item.productId, units: item.units, size: item.size, color: item.color };
}

function clampUnits(units: number, stock: number): number {
  // Never below 1 even when stock ran out meanwhile: the line stays visible for the shopper to remove.
  return Math.max(minQuantity, Math.min(units, stock));
}

/**
 * Adds a line; an existing line for the product has its units raised by the chosen amount and takes
 * the new size and colour (the spec keeps one line per product). `stock`, when known, caps the units.
 */
export function addCartLine(lines: readonly CartLine[], line: CartLine, stock = Number.POSITIVE_INFINITY): CartLine[] {
  const index = lines.findIndex((l) => l.productId === line.productId);
  const existing = index === -1 ? undefined : lines[index];
  if (!existing) return [...lines, { ...line, units: clampUnits(line.units, stock) }];
  const merged = { ...existing, units: clampUnits(existing.units + line.units, stock), size: line.size, color: line.color };
  return lines.map((l, i) => (i === index ? merged : l));
}

/** +1 only while units are below stock; at the limit the lines are unchanged and the message says why. */
export function incrementLine(
  lines: readonly CartLine[],
  productId: number,
  stock: number,
): { lines: CartLine[]; message?: string } {
  const line = lines.find((l) => l.productId === productId);
  if (!line) return { lines: [...lines] };
  if (line.units >= stock) return { lines: [...lines], message: maxQuantityMessage };
  return { lines: lines.map((l) => (l === line ? { ...l, units: l.units + 1 } : l)) };
}

/** −1, never below 1. */
export function decrementLine(lines: readonly CartLine[], productId: number): CartLine[] {
  return lines.map((l) =>
    l.productId === productId && l.units > minQuantity ? { ...l, units: l.units - 1 } : l);
}

/** Drops the product's line. */
export function removeLine(lines: readonly CartLine[], productId: number): CartLine[] {
  return lines.filter((l) => l.productId !== productId);
}

/**
 * Sign-in merge of the guest cookie cart into the server cart: same product → units added (the
 * cookie's size and colour win, being the newer choice); others appended. Every merged or appended
 * line is capped at the stock of its size, since the cookie may be days old.
 */
export function mergeCarts(
  serverLines: readonly CartLine[],
  cookieLines: readonly CartLine[],
  stockOf: (productId: number, size: string) => number,
): CartLine[] {
  return cookieLines.reduce<CartLine[]>(
    (merged, line) => addCartLine(merged, line, stockOf(line.productId, line.size)),
    [...serverLines],
  );
}
