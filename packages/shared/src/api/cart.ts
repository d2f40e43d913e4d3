import { z } from 'zod';
import type { CartLine } from '../rules/cart-lines.ts';
import { okStatus } from './envelope.ts';
import { rowId, text } from './fields.ts';

/** Most lines a server cart keeps: far above any real basket, low enough to bound every request. */
export const serverCartLineCap = 100;
/** Most units of one line (stock caps it first in practice). */
export const maxUnitsPerLine = 999;

const productId = rowId('prod_id must be a product id.');
const units = z.coerce.number({ error: 'unit must be a whole number from 1.' }).int('unit must be a whole number from 1.').min(1, 'unit must be a whole number from 1.').max(maxUnitsPerLine, `unit must be at most ${maxUnitsPerLine}.`);
const size = text().trim().min(1, 'cart_size is required.').max(40, 'cart_size is too long.');
const color = text().trim().max(40, 'color is too long.').nullish().transform((v) => (v ? v : null));

/**
 * A signed-in cart line as Add_to_cart1 answers it (browsing spec §3 "Cart item"): product
 * details and prices come from the database, Unit is the chosen quantity, quantity the stock of
 * the chosen size (the most Unit may be).
 */
export const cartItemWire = z.object({
  id: z.number().int(),
  prod_id: z.number().int(),
  image: z.string(),
  ASIN: z.string(),
  name: z.string(),
  category: z.string(),
  size: z.string(),
  color: z.string().nullable(),
  discountPrice: z.number(),
  /** Ours: the struck-through price, for the cart's savings line. */
  originalPrice: z.number(),
  recommendedSellingPrice: z.number(),
  Unit: z.number().int(),
  quantity: z.number().int(),
  cart_size: z.string(),
});
export type CartItemWire = z.output<typeof cartItemWire>;

/**
 * Every cart call answers with the whole cart. `message` says what the call did (save: "Your cart
 * has been saved.", delete: "Product removed from cart.") followed by what the server changed on
 * its own: a product that left the catalogue dropped, units lowered to stock. A fetch, increment
 * or decrement that changed nothing on its own answers an empty message.
 */
export const cartReply = z.object({ status: okStatus, message: z.string(), data: z.array(cartItemWire) });

/**
 * Add_to_cart1 "fetch": a one-element list with the token (the bearer header is what counts).
 * Strict, so that a one-line save (`[{prod_id, unit, cart_size}]`) is never taken for a fetch.
 */
export const cartFetchRequest = z.tuple([z.strictObject({ user_token: text().optional() })]);

/** One line of Add_to_cart1 "save" (and of cart_to_checkout, whose cart_size is optional). */
export const cartSaveLine = z.object({ prod_id: productId, unit: units, cart_size: size, color });
/** Add_to_cart1 "save": replaces the server cart; an empty list empties it. */
export const cartSaveRequest = z.array(cartSaveLine).max(serverCartLineCap, `A cart holds at most ${serverCartLineCap} products.`);

/** Ours, the spec leaves the cart's increment and decrement calls unshown: one unit up or down. */
export const cartStepRequest = z.object({ prod_id: productId });
/** POST /api/Delete_From_cart: prod_id (and the spec's user_token, which the bearer header replaces). */
export const cartDeleteRequest = z.object({ prod_id: productId, user_token: text().optional() });

/** POST /api/cart_to_checkout: the Buy Now check that the product and units can be ordered. */
export const checkoutItemsRequest = z.array(cartSaveLine.extend({ cart_size: size.optional() })).min(1, 'Choose at least one product.').max(serverCartLineCap);
export const checkoutItemsReply = z.object({ status: okStatus, message: z.string(), data: z.array(cartItemWire) });

/** A cart line with everything the cart and checkout screens show; prices in rupees. */
export interface CartItem {
  productId: number;
  asin: string;
  name: string;
  image: string;
  category: string;
  size: string;
  color: string | null;
  units: number;
  /** Stock of the chosen size: the most `units` may be. */
  stock: number;
  discountPrice: number;
  originalPrice: number;
  deliveryCharge: number;
}

export interface ServerCart {
  items: CartItem[];
  /** What the call did and what the server changed on its own (see `cartReply`); may be empty. */
  message: string;
}

export function toCartItem(wire: CartItemWire): CartItem {
  return {
    productId: wire.prod_id,
    asin: wire.ASIN,
    name: wire.name,
    image: wire.image,
    category: wire.category,
    size: wire.cart_size,
    color: wire.color,
    units: wire.Unit,
    stock: wire.quantity,
    discountPrice: wire.discountPrice,
    originalPrice: wire.originalPrice,
    deliveryCharge: wire.recommendedSellingPrice,
  };
}

/** A browser cart line as Add_to_cart1 "save" sends it. */
export function toCartSaveLine(line: CartLine) {
  return { prod_id: line.productId, unit: line.units, cart_size: line.size, color: line.color };
}
