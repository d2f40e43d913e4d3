import type { ServerCart, StoreApi } from '@haat/shared/api';
import { apiErrorStatus } from './api-error.ts';
import { cartCookieName, mergeCarts, messages, toCartLine, type CartLine } from '@haat/shared/rules';

/**
 * What a server cart reply says beyond "saved" or "removed": the notes on lines it changed by
 * itself (capped at stock, dropped). The success words alone are no news to the shopper.
 */
export function cartNotes(message: string): string {
  return message.replace(messages.cartSaved, '').replace(messages.cartLineRemoved, '').trim();
}

/** Deletes the guest cart cookie once its lines live in the server cart. */
export const clearGuestCartCookie = `${cartCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;

/**
 * Sign-in merge (browsing spec §4): the guest's cookie lines join the server cart (same product:
 * units added; others appended), capped at the stock the server last reported; the server caps
 * again when it saves, since only it knows the stock of a size the cart did not hold yet.
 */
export async function mergeGuestCart(api: StoreApi, guestLines: readonly CartLine[]): Promise<ServerCart> {
  const server = await api.getCart();
  const stock = new Map(server.items.map((item) => [item.productId, item]));
  const merged = mergeCarts(server.items.map(toCartLine), guestLines, (productId, size) => {
    const known = stock.get(productId);
    return known && known.size === size ? known.stock : Number.POSITIVE_INFINITY;
  });
  return api.saveCart(merged);
}

export type ShellCart =
  | { source: 'server'; lines: CartLine[]; notice: string | null; mergedGuestCart: boolean }
  | { source: 'expired'; lines: []; notice: string; mergedGuestCart: false };

/**
 * A signed-in shopper's cart for the page shell: the server cart, with any guest cookie lines
 * merged in first. A refused token means the session is over (the caller clears the cookies);
 * any other failure shows an empty cart with the spec's message and keeps the cookie for later.
 */
export async function loadShellCart(api: StoreApi, guestLines: readonly CartLine[]): Promise<ShellCart> {
  try {
    const cart = guestLines.length > 0 ? await mergeGuestCart(api, guestLines) : await api.getCart();
    return { source: 'server', lines: cart.items.map(toCartLine), notice: cartNotes(cart.message) || null, mergedGuestCart: guestLines.length > 0 };
  } catch (error) {
    if (apiErrorStatus(error) === 401) {
      return { source: 'expired', lines: [], notice: messages.sessionExpired, mergedGuestCart: false };
    }
    return { source: 'server', lines: [], notice: messages.cartFetchFailed, mergedGuestCart: false };
  }
}
