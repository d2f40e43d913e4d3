import { expect, it } from 'vitest';
import { requireSignIn, returnPath, sessionExpired } from '../app/lib/session.server.ts';

const get = (url: string) => new Request(url, { headers: {} });

it('returns to the page, not to the router\'s data request', () => {
  expect(returnPath(get('http://shop.in/UserProfile'))).toBe('/UserProfile');
  expect(returnPath(get('http://shop.in/UserProfile.data?_routes=routes%2Faccount-layout'))).toBe('/UserProfile');
  expect(returnPath(get('http://shop.in/your-orders.data?page=2&_routes=x'))).toBe('/your-orders?page=2');
  expect(returnPath(get('http://shop.in/_.data'))).toBe('/');
  expect(returnPath(get('http://shop.in/account-settings.data?index'))).toBe('/account-settings');
});

it('sends a guest to /login with that path, and a dead session there with the cookies cleared', () => {
  let thrown: unknown;
  try {
    requireSignIn(get('http://shop.in/overview.data?_routes=a'));
  } catch (error) {
    thrown = error;
  }
  expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Foverview');
  const expired = sessionExpired(get('http://shop.in/account-settings'));
  expect(expired.headers.get('location')).toBe('/login?expired=1&redirectTo=%2Faccount-settings');
  expect(expired.headers.getSetCookie()).toContain('user_token=; Path=/; Max-Age=0; SameSite=Lax');
});
