import type { ProductSummary } from '@haat/shared/api';
import { decodeWishlistCookie, wishlistCookieName } from '@haat/shared/rules';
import { Heart } from '../components/icons.tsx';
import { Link, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/wishlist';
import { LoadFailed } from '../components/cart/cart-states.tsx';
import { showImageToast } from '../components/wishlist/image-toast.tsx';
import { cartLineFor } from '../components/wishlist/move-to-cart.ts';
import { WishlistCard } from '../components/wishlist/wishlist-card.tsx';
import { useDropVanished, useProductsByIds, type LoadedProducts } from '../lib/browser-products.ts';
import { readCookie } from '../lib/cookies.ts';
import type { ShellData } from '../lib/shell.ts';
import { loadProductsByIds } from '../lib/load-products-by-ids.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { brandingImageUrl } from '../lib/theme.ts';
import { useShopState } from '../state/shop-state.tsx';
import { sayCartMessage } from '../state/say-cart-message.ts';
import * as e from '../i18n/m/errors.ts';
import * as m from '../i18n/m/wishlist.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { buying_continue_shopping } from '../i18n/m/buying.ts';

export async function loader({ context, request }: Route.LoaderArgs): Promise<{ loaded: LoadedProducts | null }> {
  const ids = decodeWishlistCookie(readCookie(request.headers.get('cookie'), wishlistCookieName));
  return loadProductsByIds(storeApi(context), ids);
}

/** /wishlist, "My Wishlist": saved products, each movable to the cart or removable. */
export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<ShellData>('root');
  const brandImage = shell ? brandingImageUrl(shell.branding.logo) : undefined;
  // The shop's public origin (decision 039), for the addresses a shared item carries.
  const shareOrigin = shell?.origin ?? '';
  const navigate = useNavigate();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const { wishlist, removeFromWishlist, addToCart } = useShopState();
  const { byId, vanished, loading, failed } = useProductsByIds(wishlist, loaderData.loaded ?? undefined);
  useDropVanished(vanished, removeFromWishlist, m.wishlist_item_gone({}, { locale }));
  const products = wishlist.flatMap((id) => byId.get(id) ?? []);
  const pending = loading ? wishlist.length - products.length - vanished.size : 0;

  async function moveToCart(product: ProductSummary) {
    // Added first: if the cart cookie is full the item stays in the wishlist and the shopper is told.
    const refused = await addToCart(cartLineFor(product));
    if (refused) {
      sayCartMessage(refused, 'error');
      return;
    }
    await removeFromWishlist(product.id);
    showImageToast({ message: e.errors_moved_to_cart({}, { locale: pageLocale() }), image: product.image, alt: product.name, brandImage });
    void navigate('/addcart');
  }

  function remove(product: ProductSummary) {
    void removeFromWishlist(product.id);
    showImageToast({ message: e.errors_removed_from_wishlist({}, { locale: pageLocale() }), image: product.image, alt: product.name, brandImage });
  }

  return (
    <div className="mx-auto max-w-7xl px-3 py-5 md:px-6 md:py-8">
      <h1 className="flex items-center gap-2 text-xl font-extrabold text-gray-900 md:text-2xl">
        <Heart className="size-6 fill-primary text-primary" aria-hidden /> {m.wishlist_title({}, { locale })}
        {wishlist.length > 0 && <span className="text-base font-medium text-gray-500">({wishlist.length})</span>}
      </h1>
      {failed && <LoadFailed message={e.errors_products_failed({}, { locale })} onRetry={() => void revalidator.revalidate()} />}
      {wishlist.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center">
          <Heart className="size-14 text-gray-300" aria-hidden />
          <p className="mt-4 text-lg font-bold text-gray-900">{e.errors_wishlist_empty({}, { locale })}</p>
          <Link to="/" className="mt-5 rounded-full bg-primary px-7 py-2.5 text-sm font-bold text-white shadow-md hover:brightness-110">
            {buying_continue_shopping({}, { locale })}
          </Link>
        </div>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <WishlistCard key={product.id} product={product} shareOrigin={shareOrigin} onMoveToCart={() => moveToCart(product)} onRemove={() => remove(product)} />
          ))}
          {Array.from({ length: Math.max(0, pending) }, (_, i) => (
            <li key={`pending-${i}`} aria-hidden className="animate-pulse overflow-hidden rounded-xl border border-gray-200 bg-white">
              <span className="block aspect-square bg-gray-200" />
              <span className="m-3 block h-4 w-3/4 rounded bg-gray-200" />
              <span className="m-3 block h-8 rounded-full bg-gray-200" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
