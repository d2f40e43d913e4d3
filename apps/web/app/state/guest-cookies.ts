import { guestCookieMaxAgeDays } from '@haat/shared/rules';

/**
 * Writes (or, for null, removes) a cookie that page scripts own: 7 days, the whole site.
 * Returns false when the browser refused it (cookies off, or too large).
 */
export function writeGuestCookie(name: string, value: string | null): boolean {
  if (typeof document === 'undefined') return false;
  const maxAge = value === null ? 0 : guestCookieMaxAgeDays * 86_400;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value ?? ''}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  return value === null || document.cookie.includes(`${name}=${value}`);
}
