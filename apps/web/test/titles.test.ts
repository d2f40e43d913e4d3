import { expect, it } from 'vitest';
import { documentTitle, titleName } from '../app/lib/titles.ts';

it('names each path as the spec does, followed by the host', () => {
  expect(documentTitle('/', 'shop.example.in')).toBe('welcome shop.example.in');
  expect(titleName('/addcart')).toBe('YourCart');
  expect(titleName('/wishlist')).toBe('Wishlist');
  expect(titleName('/product/holi-t-shirt')).toBe('ProductOverview');
  expect(titleName('/product-categoryy/holi-t-shirt')).toBe('ProductOverview');
  expect(titleName('/login')).toBe('Login');
  expect(titleName('/register')).toBe('Register');
  expect(titleName('/forgot-password')).toBe('ResetPassword');
  expect(titleName('/your-orders')).toBe('YourOrders');
  expect(titleName('/track')).toBe('TrackYourOrder');
  expect(titleName('/aboutPage')).toBe('AboutUs');
  expect(titleName('/CustomerSupport')).toBe('ContactUs');
  expect(titleName('/customersupport')).toBe('ContactUs');
  expect(titleName('/ReturnPolicy')).toBe('ReturnPolicy');
  expect(titleName('/ResellerTermsConditions')).toBe('TermsConditions');
  expect(documentTitle('/aboutPage', 'shop.example.in')).toBe('AboutUs shop.example.in');
  expect(titleName('/no/such/page')).toBe('PageNotFound');
});
