import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  apiPaths, cartDeleteRequest, cartFetchRequest, cartSaveRequest, cartStepRequest, checkoutItemsRequest, type CartItemWire,
} from '@haat/shared/api';
import { messages, paiseToRupees } from '@haat/shared/rules';
import {
  checkCheckoutLines, readCart, removeCartLine, saveCart, stepCartLine, type CartView, type CheckoutRefusal, type PricedLine,
} from '../services/orders/cart.ts';
import { ownerOf, requireCustomer } from './auth.ts';
import { readJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** A priced cart line as Add_to_cart1 sends it (browsing spec §3 "Cart item"); id is the product id. */
function lineToWire(line: PricedLine): CartItemWire {
  const { product, size } = line;
  return {
    id: product.id,
    prod_id: product.id,
    image: product.image,
    ASIN: product.asin,
    name: product.name,
    category: product.category,
    size: size.label,
    color: line.color,
    discountPrice: paiseToRupees(product.discount_price),
    originalPrice: paiseToRupees(product.original_price),
    recommendedSellingPrice: paiseToRupees(product.delivery_charge),
    Unit: line.units,
    quantity: size.stock,
    cart_size: size.label,
  };
}

/** The reply of every cart call: what the call did first, then what the server changed on its own. */
function cartReply(c: Context<AppEnv>, cart: CartView, done?: string) {
  const message = [...(done ? [done] : []), ...cart.notes].join(' ');
  return c.json({ status: 'true', message, data: cart.lines.map(lineToWire) });
}

const notAList = 'The cart must be a list of products.';

/** Buy Now refusals: a product no longer sold is not found; too few in stock conflicts with the stock. */
const refusalStatus = { 'gone': 404, 'size-not-offered': 400, 'short': 409 } as const satisfies Record<CheckoutRefusal['kind'], number>;

/**
 * Add_to_cart1, Cart_Increment, Cart_Decrement, Delete_From_cart and cart_to_checkout: the
 * signed-in customer's own cart, always priced and stock-checked from the database.
 */
export function cartRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireCustomer(deps);

  // One path, two calls (spec §7): `[{user_token}]` fetches, any other list replaces the cart.
  app.post(apiPaths.cart, signedIn, async (c) => {
    const body = await readJson(c, z.array(z.unknown(), { error: notAList }));
    if (cartFetchRequest.safeParse(body).success) return cartReply(c, await readCart(db, ownerOf(c), deps.now()));
    // Hono keeps the body text, so reading it again validates the same list as a save.
    const lines = await readJson(c, cartSaveRequest);
    const saved = await saveCart(db, ownerOf(c), lines.map((l) => ({ productId: l.prod_id, units: l.unit, size: l.cart_size, color: l.color })), deps.now());
    if (saved.kind === 'size-not-offered') throw new ApiError(400, saved.message);
    return cartReply(c, saved.cart, messages.cartSaved);
  });

  for (const [path, step] of [[apiPaths.cartIncrement, 1], [apiPaths.cartDecrement, -1]] as const) {
    app.post(path, signedIn, async (c) => {
      const { prod_id } = await readJson(c, cartStepRequest);
      const cart = await stepCartLine(db, ownerOf(c), prod_id, step, deps.now());
      if (cart === 'missing') throw new ApiError(404, messages.cartLineMissing);
      // 409: the request was fine, the line simply cannot grow past its stock (spec §4, §8).
      if (cart === 'at-most') throw new ApiError(409, messages.maxQuantity);
      return cartReply(c, cart);
    });
  }

  app.post(apiPaths.deleteFromCart, signedIn, async (c) => {
    const { prod_id } = await readJson(c, cartDeleteRequest);
    const cart = await removeCartLine(db, ownerOf(c), prod_id, deps.now());
    if (cart === 'missing') throw new ApiError(404, messages.cartLineMissing);
    return cartReply(c, cart, messages.cartLineRemoved);
  });

  // Buy Now's check: reads only, the cart stays as it is.
  app.post(apiPaths.cartToCheckout, signedIn, async (c) => {
    const lines = await readJson(c, z.array(z.unknown(), { error: notAList }).pipe(checkoutItemsRequest));
    const check = await checkCheckoutLines(db, c.get('store').id, lines.map((l) => ({ productId: l.prod_id, units: l.unit, size: l.cart_size ?? null, color: l.color })));
    if (check.kind !== 'ready') throw new ApiError(refusalStatus[check.kind], check.message);
    return c.json({ status: 'true', message: messages.checkoutReady, data: check.lines.map(lineToWire) });
  });

  return app;
}
