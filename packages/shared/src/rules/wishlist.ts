/** Adds a product id; an id already present is ignored (no duplicates, browsing spec §5). */
export function addToWishlist(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

/** Removes the product id. */
export function removeFromWishlist(ids: readonly number[], id: number): number[] {
  return ids.filter((i) => i !== id);
}

/** The heart button: adds when absent, removes when present. */
export function toggleWishlist(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? removeFromWishlist(ids, id) : addToWishlist(ids, id);
}
