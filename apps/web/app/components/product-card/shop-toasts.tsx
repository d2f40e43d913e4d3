import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';

/** A link shown as a toast's action button (sonner renders a React element action as is). */
export interface ToastAction {
  label: string;
  href: string;
}

function actionLink({ label, href }: ToastAction) {
  return (
    <Link
      to={href}
      onClick={() => toast.dismiss()}
      className="ml-auto shrink-0 rounded-full bg-primary px-3 py-1.5 text-xs font-bold whitespace-nowrap text-white transition hover:brightness-110"
    >
      {label}
    </Link>
  );
}

/** "Added to cart", with the spec's "View Cart" link to /addcart. Lasts the Toaster's 3 s. */
export function toastAddedToCart(name: string): void {
  toast.success('Added to cart', { description: name, action: actionLink({ label: 'View Cart', href: '/addcart' }) });
}

/** Added to or removed from the wishlist, with the spec's "View wishlist" link. */
export function toastWishlistChanged(name: string, added: boolean): void {
  const title = added ? 'Added to wishlist' : 'Removed from wishlist';
  toast.success(title, { description: name, action: actionLink({ label: 'View wishlist', href: '/wishlist' }) });
}

/** A message the shopper must act on (no size chosen, cart full, …), with an optional link. */
export function toastProblem(message: string, action?: ToastAction): void {
  toast.error(message, action ? { action: actionLink(action) } : undefined);
}
