import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { consoleSessionCookie } from '@haat/shared/console-api';
import { isHttps } from '../session-cookies.ts';

// Path=/console keeps the cookie off the storefront (whose page cache stays usable for a
// reseller browsing their own shop) and off the Store API; SameSite=Strict keeps it off every
// request another site starts (decision 021 §2).
const cookiePath = '/console';

/** Sets the console session cookie for a new sign-in, living as long as the session. */
export function setConsoleCookie(c: Context, session: { token: string; expiresIn: number }): void {
  setCookie(c, consoleSessionCookie, session.token, {
    path: cookiePath, httpOnly: true, sameSite: 'Strict', secure: isHttps(c), maxAge: session.expiresIn,
  });
}

/** Clears the console session cookie (sign-out). */
export function clearConsoleCookie(c: Context): void {
  deleteCookie(c, consoleSessionCookie, { path: cookiePath, httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
}
