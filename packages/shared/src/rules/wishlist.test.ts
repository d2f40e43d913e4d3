import { describe, expect, it } from 'vitest';
import { addToWishlist, removeFromWishlist, toggleWishlist } from './wishlist.ts';

describe('wishlist', () => {
  it('appends new ids and ignores duplicates', () => {
    expect(addToWishlist([], 7)).toEqual([7]);
    expect(addToWishlist([7, 8], 9)).toEqual([7, 8, 9]);
    expect(addToWishlist([7, 8], 7)).toEqual([7, 8]);
  });

  it('removes the matching id only', () => {
    expect(removeFromWishlist([7, 8, 9], 8)).toEqual([7, 9]);
    expect(removeFromWishlist([7], 1)).toEqual([7]);
  });

  it('toggles', () => {
    expect(toggleWishlist([7], 8)).toEqual([7, 8]);
    expect(toggleWishlist([7, 8], 7)).toEqual([8]);
  });

  it('never changes the input', () => {
    const ids = [1, 2];
    addToWishlist(ids, 3);
    removeFromWishlist(ids, 1);
    expect(ids).toEqual([1, 2]);
  });
});
