import type { CartLine } from '../rules/cart-lines.ts';
import { cartReply, checkoutItemsReply, toCartItem, toCartSaveLine, type CartItem, type ServerCart } from './cart.ts';
import { apiPaths } from './paths.ts';
import type { Call } from './transport.ts';

/** The signed-in customer's server cart (browsing spec §7; increment and decrement are ours). */
export function cartCalls(call: Call) {
  const asCart = (reply: { data: { message: string; data: Parameters<typeof toCartItem>[0][] } }): ServerCart =>
    ({ items: reply.data.data.map(toCartItem), message: reply.data.message });
  return {
    async getCart(): Promise<ServerCart> {
      return asCart(await call('POST', apiPaths.cart, cartReply, [{}]));
    },
    /** Replaces the server cart; the answer is the cart as stored (units capped at stock). */
    async saveCart(lines: readonly CartLine[]): Promise<ServerCart> {
      return asCart(await call('POST', apiPaths.cart, cartReply, lines.map(toCartSaveLine)));
    },
    async incrementCartLine(productId: number): Promise<ServerCart> {
      return asCart(await call('POST', apiPaths.cartIncrement, cartReply, { prod_id: productId }));
    },
    async decrementCartLine(productId: number): Promise<ServerCart> {
      return asCart(await call('POST', apiPaths.cartDecrement, cartReply, { prod_id: productId }));
    },
    async deleteCartLine(productId: number): Promise<ServerCart> {
      return asCart(await call('POST', apiPaths.deleteFromCart, cartReply, { prod_id: productId }));
    },
    /** Buy Now's check: the items priced and stock-checked, as checkout will show them. */
    async checkoutItems(lines: ReadonlyArray<{ productId: number; units: number; size?: string; color?: string | null }>): Promise<{ message: string; items: CartItem[] }> {
      const body = lines.map((l) => ({ prod_id: l.productId, unit: l.units, cart_size: l.size, color: l.color ?? null }));
      const reply = await call('POST', apiPaths.cartToCheckout, checkoutItemsReply, body);
      return { message: reply.data.message, items: reply.data.data.map(toCartItem) };
    },
  };
}
