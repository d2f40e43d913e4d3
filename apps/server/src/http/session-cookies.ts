import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { knownDeviceCookie, knownDeviceSeconds } from '../auth/known-device.ts';
import { xsrfTokenFor } from '../auth/tokens.ts';

/** Lifetime of the readable profile cookies (user_name, email, mobile): 7 days, as the spec says. */
const profileCookieSeconds = 7 * 24 * 60 * 60;

export const sessionCookieNames = ['user_token', 'XSRF-TOKEN', 'user_name', 'email', 'mobile'] as const;

/** Whether the client reached us over HTTPS (itself, or as a proxy says with X-Forwarded-Proto). */
export function isHttps(c: Context): boolean {
  return (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}

/**
 * The cookies of a new session (decision 008): the token HttpOnly, so page scripts never read it;
 * the XSRF token and the profile readable, for the page to echo and show.
 */
export function setSessionCookies(
  c: Context,
  secret: string,
  session: { token: string; expiresIn: number },
  customer: { userName: string; email: string; mobile: string },
): void {
  const base = { path: '/', sameSite: 'Lax', secure: isHttps(c) } as const;
  setCookie(c, 'user_token', session.token, { ...base, httpOnly: true, maxAge: session.expiresIn });
  setCookie(c, 'XSRF-TOKEN', xsrfTokenFor(secret, session.token), { ...base, maxAge: session.expiresIn });
  setProfileCookies(c, customer);
}

/** The readable profile cookies the header greets with; renewed when the profile changes. */
export function setProfileCookies(c: Context, customer: { userName: string; email: string; mobile: string }): void {
  const base = { path: '/', sameSite: 'Lax', secure: isHttps(c), maxAge: profileCookieSeconds } as const;
  setCookie(c, 'user_name', customer.userName, base);
  setCookie(c, 'email', customer.email, base);
  setCookie(c, 'mobile', customer.mobile, base);
}

/**
 * Marks the browser as one the customer signed in on (decision 017). HttpOnly and kept past
 * sign-out: it is about the browser, not the session.
 */
export function setKnownDeviceCookie(c: Context, token: string): void {
  setCookie(c, knownDeviceCookie, token, { path: '/', sameSite: 'Lax', secure: isHttps(c), httpOnly: true, maxAge: knownDeviceSeconds });
}

/** Removes every session cookie (sign-out, or a token the server refused). */
export function clearSessionCookies(c: Context): void {
  for (const name of sessionCookieNames) deleteCookie(c, name, { path: '/', secure: isHttps(c) });
}
