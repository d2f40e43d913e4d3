import { messages } from './messages.ts';

/** Alerted when increment is pressed at the stock limit. */
export const maxQuantityMessage = messages.maxQuantity;
/** Shown when adding a product that has sizes before choosing one. */
export const selectSizeMessage = messages.selectSize;
/** A product without sizes is sent with this size (browsing spec §5). */
export const defaultSize = 'S';
/** The smallest quantity a line can hold. */
export const minQuantity = 1;

/** A typed quantity as a whole number 1..max, or null when the input is to be ignored. */
export function parseQuantityInput(text: string, max: number): number | null {
  // Digits only: rejects signs, decimals, exponents, spaces and empty input in one go.
  if (!/^[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return value >= minQuantity && value <= max ? value : null;
}

/** The increase control is enabled only while units are below stock. */
export function canIncrement(units: number, stock: number): boolean {
  return units < stock;
}

/** The decrease control is enabled only above 1. */
export function canDecrement(units: number): boolean {
  return units > minQuantity;
}

/** The size to send for a product: the chosen one, or 'S' for products without sizes; null means "ask". */
export function sizeToSend(sizes: readonly { label: string }[], chosen: string | null): string | null {
  if (sizes.length === 0) return defaultSize;
  return chosen !== null && sizes.some((s) => s.label === chosen) ? chosen : null;
}
