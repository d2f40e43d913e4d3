/** Pages a shopper is never sent back to after signing in: they would loop or make no sense. */
const signInPages = /^\/(login|register|forgot-password|reset-password|sign-out|logout)\/?$/i;

/** Any ASCII control character or a backslash (browsers read "\" in a URL as "/"). */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * `value` when it is a path on this site ("/checkout2", "/product/X?size=M"), else null: an
 * absolute URL, "//other.host", "/\other.host" or a sign-in page never becomes a redirect target.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  const base = 'http://haat.invalid';
  const url = new URL(value, base);
  // Dot segments can fold "/a/../..//host" into "//host": check the path as the browser will see it.
  if (url.origin !== base || url.pathname.startsWith('//') || signInPages.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the `redirectTo` query, else the navigation state's `from`, else home. */
export function returnTarget(redirectTo: string | null, from: unknown): string {
  return safeReturnPath(redirectTo) ?? safeReturnPath(from) ?? '/';
}

/** The `from` of a navigation state such as Buy Now's `{from: '/checkout2', productId, …}`. */
export function stateFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state) return safeReturnPath(state.from);
  return null;
}
