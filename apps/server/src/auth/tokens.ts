import crypto from 'node:crypto';

/** A new secret token: 256 random bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token, the form it is stored and looked up in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Equal strings, compared in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * The XSRF token of a session: an HMAC of the session token under the server secret, so a
 * page on another site can neither read nor forge it, and it dies with the session.
 */
export function xsrfTokenFor(secret: string, sessionToken: string): string {
  return crypto.createHmac('sha256', secret).update(`xsrf:${sessionToken}`).digest('base64url');
}

/** The console's XSRF token: its own purpose in the HMAC, so a storefront token never passes here. */
export function consoleXsrfTokenFor(secret: string, sessionToken: string): string {
  return crypto.createHmac('sha256', secret).update(`console-xsrf:${sessionToken}`).digest('base64url');
}
