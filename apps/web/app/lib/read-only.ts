/**
 * Values that every page of a store shares on the server (decision 052's reused answers, the
 * store's shell) are frozen all the way down, so that no page can change what the next one reads,
 * and marked, so that what is made from them can be kept by their identity (decision 056): a
 * marked object and everything in it can never change.
 *
 * Only plain objects and arrays of plain values are marked. A Date, a Map or a class instance may
 * change inside although frozen, so neither it nor anything holding it is marked (it is still
 * frozen as far as freezing goes). The mark lives on a global under `Symbol.for`, as the kept
 * markup's does, because the server build's React Router (vite/react-router-server-edits.ts)
 * reads it without importing this module.
 */
// Made when first asked for, not when the module loads: a browser build that imports this module
// but never calls it (the cards' module does, on the server only) carries none of it.
function marks(): WeakSet<object> {
  const globals = globalThis as { [key: symbol]: WeakSet<object> | undefined };
  return (globals[Symbol.for('haat.readOnly')] ??= new WeakSet());
}

/** Freezes `value` all the way down and marks every plain part of it; returns it. */
export function keepReadOnly<T>(value: T): T {
  markDeep(value, marks());
  return value;
}

/** Whether `value` is an object `keepReadOnly` marked: it and all it holds can never change. */
export function isKeptReadOnly(value: object): boolean {
  return marks().has(value);
}

/** Freezes `value`'s objects; true when all of it is plain values, so it may be marked. */
function markDeep(value: unknown, marked: WeakSet<object>): boolean {
  if (typeof value === 'function' || typeof value === 'symbol') return false;
  if (value === null || typeof value !== 'object') return true;
  if (marked.has(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  let plain = (Array.isArray(value) || prototype === Object.prototype) && Object.getOwnPropertySymbols(value).length === 0;
  for (const key of Object.keys(value)) {
    if (!markDeep((value as Record<string, unknown>)[key], marked)) plain = false;
  }
  Object.freeze(value);
  if (plain) marked.add(value);
  return plain;
}
