import { expect, it } from 'vitest';
import { shopContact } from '../app/components/policy/shop-contact.ts';

it('dials a bare 10-digit mobile with the Indian country code', () => {
  const shop = shopContact({ name: 'Rangrez Bazaar', email: ' hello@rangrez.in ', mobile: '98290 12345', address: '' });
  expect(shop.mobile).toBe('+91 9829012345');
  expect(shop.telHref).toBe('tel:+919829012345');
  expect(shop.email).toBe('hello@rangrez.in');
});

it('keeps a number that already has a country code as it is', () => {
  const shop = shopContact({ name: 'Shop', email: '', mobile: '+44 20 7946 0958', address: '' });
  expect(shop.mobile).toBe('+44 20 7946 0958');
  expect(shop.telHref).toBe('tel:+442079460958');
});

it('leaves missing details empty, so the pages can say N/A', () => {
  const shop = shopContact({ name: ' ', email: '', mobile: '', address: '' });
  expect(shop).toEqual({ name: 'our store', email: '', mobile: '', telHref: '', address: '' });
});
