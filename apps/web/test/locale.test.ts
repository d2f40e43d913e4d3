import { describe, expect, it } from 'vitest';
import { addressIn, localeCookie, negotiateLocale, prefersHindi, type StoreLanguages } from '../app/i18n/locale.ts';
import { requestLocale } from '../app/i18n/locale.server.ts';

const english: StoreLanguages = { defaultLanguage: 'en', hindiEnabled: true };
const hindi: StoreLanguages = { defaultLanguage: 'hi', hindiEnabled: true };
const hindiOff: StoreLanguages = { defaultLanguage: 'hi', hindiEnabled: false };
const none = { query: null, cookie: undefined, acceptLanguage: null };

describe('prefersHindi', () => {
  it('is true when the browser ranks Hindi above English', () => {
    expect(prefersHindi('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe(true);
    expect(prefersHindi('hi')).toBe(true);
    expect(prefersHindi('en-IN;q=0.5, hi;q=0.8')).toBe(true);
  });
  it('is false for an English browser, Hindi ranked lower, or nothing', () => {
    expect(prefersHindi('en-IN,en;q=0.9,hi;q=0.8')).toBe(false);
    expect(prefersHindi('en-IN,en;q=0.9')).toBe(false);
    expect(prefersHindi('ta-IN,ta;q=0.9')).toBe(false);
    expect(prefersHindi('hi;q=0')).toBe(false);
    expect(prefersHindi('')).toBe(false);
    expect(prefersHindi(null)).toBe(false);
    expect(prefersHindi('hi;q=abc')).toBe(false);
  });
});

describe('negotiateLocale', () => {
  it('takes the address first, then the cookie, then a Hindi browser, then the store default', () => {
    expect(negotiateLocale({ ...none, query: 'hi', cookie: 'en', store: english })).toBe('hi');
    expect(negotiateLocale({ ...none, cookie: 'hi', acceptLanguage: 'en', store: english })).toBe('hi');
    expect(negotiateLocale({ ...none, cookie: 'en', acceptLanguage: 'hi', store: hindi })).toBe('en');
    expect(negotiateLocale({ ...none, acceptLanguage: 'hi-IN,hi', store: english })).toBe('hi');
    expect(negotiateLocale({ ...none, acceptLanguage: 'en-IN,en', store: hindi })).toBe('hi');
    expect(negotiateLocale({ ...none, acceptLanguage: 'en-IN,en', store: english })).toBe('en');
  });
  it('ignores values that are not one of the two languages', () => {
    expect(negotiateLocale({ ...none, query: 'fr', cookie: 'xx', store: hindi })).toBe('hi');
    expect(negotiateLocale({ ...none, query: 'HI', store: english })).toBe('en');
  });
  it('is always English when the store turned Hindi off', () => {
    expect(negotiateLocale({ query: 'hi', cookie: 'hi', acceptLanguage: 'hi', store: hindiOff })).toBe('en');
  });
});

describe('requestLocale', () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
  it('sets the cookie when the address chose a language the cookie does not hold yet', () => {
    expect(requestLocale(request('http://shop.test/?lang=hi'), english)).toEqual({ locale: 'hi', setCookies: [localeCookie('hi')] });
    expect(requestLocale(request('http://shop.test/?lang=hi', { cookie: 'locale=hi' }), english)).toEqual({ locale: 'hi', setCookies: [] });
    expect(requestLocale(request('http://shop.test/?lang=en', { cookie: 'a=1; locale=hi' }), english)).toEqual({ locale: 'en', setCookies: [localeCookie('en')] });
  });
  it('sets no cookie for a guess, and none for a language the store does not offer', () => {
    expect(requestLocale(request('http://shop.test/', { 'accept-language': 'hi' }), english)).toEqual({ locale: 'hi', setCookies: [] });
    expect(requestLocale(request('http://shop.test/?lang=hi'), hindiOff)).toEqual({ locale: 'en', setCookies: [] });
  });
  it('writes a year-long, site-wide cookie', () => {
    expect(localeCookie('hi')).toBe('locale=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('addressIn', () => {
  it('keeps the page and its query, and sets lang', () => {
    expect(addressIn('hi', '/', '')).toBe('/?lang=hi');
    expect(addressIn('en', '/Product-Serach/kurta', '?sort=low&lang=hi')).toBe('/Product-Serach/kurta?sort=low&lang=en');
  });
});
