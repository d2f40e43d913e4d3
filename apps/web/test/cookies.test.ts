import { expect, it } from 'vitest';
import { readCookie } from '../app/lib/cookies.ts';

it('reads one cookie, decoded, and tolerates junk', () => {
  const header = 'a=1; user_name=Asha%20Rao; broken; user_token=abc=def';
  expect(readCookie(header, 'user_name')).toBe('Asha Rao');
  expect(readCookie(header, 'user_token')).toBe('abc=def');
  expect(readCookie(header, 'missing')).toBeUndefined();
  expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  expect(readCookie(null, 'a')).toBeUndefined();
});
