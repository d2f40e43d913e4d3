import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import * as m from '../../i18n/m/product-card.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

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
  const locale = pageLocale();
  toast.success(m.toast_added_to_cart({}, { locale }), { description: name, action: actionLink({ label: m.toast_view_cart({}, { locale }), href: '/addcart' }) });
}

/** Added to or removed from the wishlist, with the spec's "View wishlist" link. */
export function toastWishlistChanged(name: string, added: boolean): void {
  const locale = pageLocale();
  const title = added ? m.toast_added_to_wishlist({}, { locale }) : m.toast_removed_from_wishlist({}, { locale });
  toast.success(title, { description: name, action: actionLink({ label: m.toast_view_wishlist({}, { locale }), href: '/wishlist' }) });
}

/** A message the shopper must act on (no size chosen, cart full, …), with an optional link. */
export function toastProblem(message: string, action?: ToastAction): void {
  toast.error(message, action ? { action: actionLink(action) } : undefined);
}
