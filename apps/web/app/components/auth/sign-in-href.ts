import { safeReturnPath } from '../../lib/auth-redirect.ts';

/**
 * The sign-in page's address for a shopper on the way to `goingTo` (the checkout from the cart,
 * the orders page from the footer, the page they are on from the header): after signing in, the
 * login page sends them on there instead of to the home page.
 */
export function signInHref(goingTo: string | null | undefined): string {
  const target = safeReturnPath(goingTo);
  return target && target !== '/' ? `/login?redirectTo=${encodeURIComponent(target)}` : '/login';
}
