import { describe, expect, it } from 'vitest';
import { addressSaveError, addressUpdateError, messages, serverMessageOr } from './messages.ts';

describe('messages', () => {
  it('keeps the spec texts word for word', () => {
    expect(messages.sessionExpired).toBe('Session expired. Please log in again.');
    expect(messages.tokenMissing).toBe('User token is missing. Please log in again.');
    expect(messages.cartPageFetchFailed).toBe('Failed to fetch cart items from the API');
    expect(messages.categoriesFailedHeader).toBe('Failed to load categories.');
    expect(messages.mobileTenDigits).toBe('Mobile number must be exactly 10 digits');
    expect(messages.phoneTenDigits).toBe('Phone number must be exactly 10 digits.');
    expect(messages.zipSixDigits).toBe('Zip code must be exactly 6 digits');
    expect(messages.movedToCart).toBe('Moved to Cart');
    expect(messages.removedFromWishlist).toBe('Item Removed from Wishlist');
  });

  it('has no blank or duplicated texts', () => {
    const texts: string[] = Object.values(messages);
    expect(texts.every((t) => t.trim() === t && t !== '')).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('prefers a non-blank server message', () => {
    expect(serverMessageOr('Out of stock', messages.somethingWentWrongTryAgain)).toBe('Out of stock');
    expect(serverMessageOr('  ', messages.somethingWentWrongTryAgain)).toBe('Something went wrong. Please try again.');
    expect(serverMessageOr(undefined, messages.registrationFailed)).toBe('Registration failed. Please try again.');
  });

  it('builds the address error texts', () => {
    expect(addressSaveError('Pincode invalid')).toBe('Error submitting address: Pincode invalid');
    expect(addressSaveError(null)).toBe('Error submitting address. Please try again.');
    expect(addressUpdateError('Not found')).toBe('Error updating address: Not found');
    expect(addressUpdateError('')).toBe('Error updating address. Please try again.');
  });
});
