import { cartCookieName, decodeCartCookie } from '@haat/shared/rules';
import { ShoppingBag } from '../components/icons.tsx';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/cart';
import { CartItemRow } from '../components/cart/cart-item-row.tsx';
import { cartItems, savingsOf, totalsOf } from '../components/cart/cart-items.ts';
import { signInHref } from '../components/auth/sign-in-href.ts';
import { CartStepBar } from '../components/cart/cart-step-bar-later.tsx';
import { CartSummary } from '../components/cart/cart-summary.tsx';
import { LoadFailed, RowSkeleton } from '../components/cart/cart-states.tsx';
import { RecentlyViewedStrip } from '../components/recently-viewed/recently-viewed-strip.tsx';
import { useDropVanished, useProductsByIds, type LoadedProducts } from '../lib/browser-products.ts';
import { forgetBuyNowProduct } from '../lib/buy-now.ts';
import { readCookie } from '../lib/cookies.ts';
import { isSignedIn, withSession } from '../lib/session.server.ts';
import type { ShellData } from '../lib/shell.ts';
import { loadProductsByIds } from '../lib/load-products-by-ids.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { useShopState } from '../state/shop-state.tsx';
import { errors_cart_empty, errors_cart_page_fetch_failed } from '../i18n/m/errors.ts';
import { sayCartMessage } from '../state/say-cart-message.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { buying_continue_shopping } from '../i18n/m/buying.ts';
import { cart_clear, cart_item_gone, cart_items_selected } from '../i18n/m/cart.ts';

/** How long a deleted row shows its spinner before it leaves (see `remove`). */
const removalMs = 300;

export async function loader({ context, request }: Route.LoaderArgs): Promise<{ loaded: LoadedProducts | null }> {
  const api = storeApi(context);
  if (isSignedIn(request)) {
    // The server cart names the lines (the root loader merged any guest lines in); details as for a guest.
    try {
      const { items } = await withSession(request, () => api.getCart());
      return { loaded: { ids: items.map((i) => i.productId), products: await api.getProductsByIds(items.map((i) => i.productId)) } };
    } catch (error) {
      if (error instanceof Response) throw error;
      return { loaded: null };
    }
  }
  // The cookie holds ids, sizes and units only; names and prices always come from the API.
  const ids = decodeCartCookie(readCookie(request.headers.get('cookie'), cartCookieName)).map((l) => l.productId);
  return loadProductsByIds(api, ids);
}

/** /addcart: the guest's cart with quantities, totals and Place Order. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<ShellData>('root');
  const signedIn = shell?.session.signedIn ?? false;
  const navigate = useNavigate();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const { cart, cartSource, incrementCart, decrementCart, removeFromCart, clearCart } = useShopState();
  const { byId, vanished, loading, failed } = useProductsByIds(cart.map((l) => l.productId), loaderData.loaded ?? undefined);
  useDropVanished(vanished, removeFromCart, cart_item_gone({}, { locale }));
  const [removing, setRemoving] = useState<ReadonlySet<number>>(() => new Set());

  const items = cartItems(cart, byId);
  const pending = loading ? cart.length - items.length - vanished.size : 0;
  const totals = totalsOf(items);

  function remove(productId: number) {
    if (removing.has(productId)) return;
    setRemoving((s) => new Set(s).add(productId));
    const done = () => setRemoving((s) => new Set([...s].filter((id) => id !== productId)));
    if (cartSource === 'server') {
      // The row keeps its spinner until the server has removed the line (or said why not).
      removeFromCart(productId).then(done, done);
      return;
    }
    // A guest's removal is a cookie write that completes at once; the short pause lets the shopper
    // see which row is leaving.
    window.setTimeout(() => {
      void removeFromCart(productId).then(done);
    }, removalMs);
  }

  function placeOrder() {
    if (!signedIn) {
      // Signing in brings the shopper straight on to the checkout they asked for.
      void navigate(signInHref('/checkout2'));
      return;
    }
    // Checking out the cart: a Buy Now product left over from an earlier visit must not replace it.
    forgetBuyNowProduct();
    void navigate('/checkout2');
  }

  async function increment(productId: number, stock: number) {
    const message = await incrementCart(productId, stock);
    if (message) sayCartMessage(message);
  }

  return (
    <div data-backdrop className="min-h-screen bg-gray-50 pb-28 md:pb-12">
      <CartStepBar storeName={shell?.branding.name ?? ''} logo={shell?.branding.logo ?? ''} />
      <div className="mx-auto grid max-w-6xl gap-4 px-3 py-4 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-6 md:px-6 md:py-8">
        <section aria-labelledby="cart-items-title" className="min-w-0">
          {cart.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-gray-200 bg-white px-6 py-14 text-center">
              <ShoppingBag className="size-14 text-gray-300" aria-hidden />
              <h1 id="cart-items-title" className="mt-4 text-lg font-bold text-gray-900">{errors_cart_empty({}, { locale })}</h1>
              <Link to="/" className="mt-5 rounded-full bg-primary px-7 py-2.5 text-sm font-bold text-white shadow-md hover:brightness-110">{buying_continue_shopping({}, { locale })}</Link>
            </div>
          ) : (
            <div className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
              <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3 md:px-5">
                <h1 id="cart-items-title" className="text-lg font-bold text-gray-900 md:text-xl">{cart_items_selected({}, { locale })}</h1>
                {/* Spec: clearing the cart is for signed-in shoppers only. */}
                {signedIn && (
                  <button type="button" onClick={clearCart} className="text-sm font-semibold text-red-600 hover:underline">{cart_clear({}, { locale })}</button>
                )}
              </div>
              {failed && <LoadFailed message={errors_cart_page_fetch_failed({}, { locale })} onRetry={() => void revalidator.revalidate()} />}
              <ul className="divide-y divide-gray-100">
                {items.map((item) => (
                  <CartItemRow
                    key={item.line.productId}
                    item={item}
                    removing={removing.has(item.line.productId)}
                    onIncrement={() => increment(item.line.productId, item.stock)}
                    onDecrement={() => decrementCart(item.line.productId)}
                    onRemove={() => remove(item.line.productId)}
                  />
                ))}
                {Array.from({ length: Math.max(0, pending) }, (_, i) => <RowSkeleton key={`pending-${i}`} />)}
              </ul>
            </div>
          )}
        </section>
        <aside className="md:sticky md:top-4 md:self-start">
          <CartSummary
            totals={totals}
            savings={savingsOf(items, totals.itemsTotal)}
            count={items.length}
            onPlaceOrder={placeOrder}
          />
        </aside>
        <div className="min-w-0 md:col-span-2">
          <RecentlyViewedStrip exclude={cart.map((l) => l.productId)} />
        </div>
      </div>
    </div>
  );
}
