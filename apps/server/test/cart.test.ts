import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { serverCartLineCap } from '@haat/shared/api';
import { mergeCarts, messages, onlyLeftMessage, productDroppedMessage, sizeNotOfferedMessage, toCartLine, type CartLine } from '@haat/shared/rules';
import { removeOrderedLines } from '../src/services/orders/cart.ts';
import { accountSuite } from './support/accounts.ts';
import { describeEachEngine } from './support/engines.ts';

const denied = { Message: 'Authorization has been denied for this request.' };
const paths = {
  cart: '/api/Add_to_cart1',
  increment: '/api/Cart_Increment',
  decrement: '/api/Cart_Decrement',
  remove: '/api/Delete_From_cart',
  checkout: '/api/cart_to_checkout',
};

describeEachEngine('server cart API', (engine) => {
  const suite = accountSuite(engine, { firstname: 'Meera', lastname: 'Iyer', mobilePrefix: '95000', password: 'Bandhani24' });

  /** A freshly registered, signed-in customer with an empty cart. */
  async function shopper() {
    const customer = await suite.newCustomer();
    const { token, xsrf } = await suite.signIn(customer.email, customer.password);
    const { id } = await suite.test.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    const post = (path: string, body: unknown) => postAs(token, path, body);
    return { id, token, xsrf, post, client: suite.api.signedIn(token), fetchCart: async () => (await post(paths.cart, [{ user_token: token }])).json() };
  }

  const postAs = (token: string | null, path: string, body: unknown, headers: Record<string, string> = {}) =>
    suite.api.raw(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  async function expectRefusal(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ status: 'false', message });
  }

  /** A product of the test store that a test may change or delete without touching the fixture's. */
  async function throwAwayProduct(name: string, sizes: Array<[string, number]>) {
    const db = suite.test.db;
    const at = new Date().toISOString();
    const { id } = await db.insertInto('products').values({
      store_id: suite.fx.storeId, asin: `${name.toLowerCase().replaceAll(' ', '-')}-${crypto.randomBytes(3).toString('hex')}`, name,
      category_id: suite.fx.categories.kurtas, subcategory_id: null, description: '', long_description: '', image: 'catalogue/extra.jpg',
      youtube_link: null, rating: 4, rating_count: 1, badge: null, badge1: null, material: null, original_price: 99_900, discount_price: 69_950,
      delivery_charge: 2_500, colors: null, attributes: '{}', search_keywords: '', featured_rank: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('product_sizes').values(sizes.map(([label, stock], sort) => ({ store_id: suite.fx.storeId, product_id: id, label, stock, sort }))).execute();
    return id;
  }
  const setStock = (productId: number, label: string, stock: number) =>
    suite.test.db.updateTable('product_sizes').set({ stock }).where('product_id', '=', productId).where('label', '=', label).execute();
  const storedUnits = async (customerId: number) =>
    (await suite.test.db.selectFrom('cart_lines').select(['product_id', 'units']).where('customer_id', '=', customerId).orderBy('id').execute())
      .map((r) => [r.product_id, r.units]);

  /** What the fixture's Cotton Anarkali Kurta looks like as a cart item (sizes S 5, M 0, L 3). */
  const anarkaliItem = (units: number, size: string, stock: number, color: string | null) => ({
    id: suite.fx.products.anarkali, prod_id: suite.fx.products.anarkali, image: 'catalogue/cotton-anarkali-kurta-a1-1.jpg',
    ASIN: 'cotton-anarkali-kurta-a1', name: 'Cotton Anarkali Kurta', category: 'Kurtas', size, color,
    discountPrice: 899, originalPrice: 1999, recommendedSellingPrice: 40, Unit: units, quantity: stock, cart_size: size,
  });
  const sareeItem = (units: number) => ({
    id: suite.fx.products.saree, prod_id: suite.fx.products.saree, image: 'catalogue/banarasi-silk-saree-c3-1.jpg',
    ASIN: 'banarasi-silk-saree-c3', name: 'Banarasi Silk Saree', category: 'Sarees', size: 'Free Size', color: null,
    discountPrice: 5999, originalPrice: 7499, recommendedSellingPrice: 0, Unit: units, quantity: 7, cart_size: 'Free Size',
  });

  it('fetches an empty cart for a new customer', async () => {
    const me = await shopper();
    expect(await me.fetchCart()).toEqual({ status: 'true', message: '', data: [] });
    expect(await me.client.getCart()).toEqual({ items: [], message: '' });
  });

  it('saves lines and answers them priced from the database, in the order given; a fetch answers the same', async () => {
    const me = await shopper();
    const { anarkali, saree } = suite.fx.products;
    // Prices sent by the browser are ignored; ids and units may come as text.
    const saved = await me.post(paths.cart, [
      { prod_id: anarkali, unit: 2, cart_size: 'L', color: 'Maroon', discountPrice: 1 },
      { prod_id: String(saree), unit: '1', cart_size: 'Free Size' },
    ]);
    expect(saved.status).toBe(200);
    const data = [anarkaliItem(2, 'L', 3, 'Maroon'), sareeItem(1)];
    expect(await saved.json()).toEqual({ status: 'true', message: messages.cartSaved, data });
    expect(await me.fetchCart()).toEqual({ status: 'true', message: '', data });

    const cart = await me.client.getCart();
    expect(cart.items.map((i) => [i.productId, i.units, i.size, i.stock, i.discountPrice, i.deliveryCharge])).toEqual([
      [anarkali, 2, 'L', 3, 899, 40], [saree, 1, 'Free Size', 7, 5999, 0],
    ]);
  });

  it('caps units at the size\'s stock on save, and keeps an out-of-stock line at 1 unit, saying so', async () => {
    const me = await shopper();
    const { anarkali, straight } = suite.fx.products;
    const reply = await me.client.saveCart([
      { productId: anarkali, units: 9, size: 'S', color: null },
      { productId: straight, units: 2, size: 'M', color: null },
    ]);
    expect(reply.items.map((i) => [i.productId, i.units, i.stock])).toEqual([[anarkali, 5, 5], [straight, 1, 0]]);
    expect(reply.message).toBe(`${messages.cartSaved} Only 5 left of "Cotton Anarkali Kurta" in size S. "Rayon Straight Kurta" in size M is out of stock.`);
    expect(await storedUnits(me.id)).toEqual([[anarkali, 5], [straight, 1]]);
    // The out-of-stock line stays visible until the shopper removes it.
    expect((await me.client.getCart()).message).toBe(onlyLeftMessage('Rayon Straight Kurta', 'M', 0));
  });

  it('caps units on read too, writing the lower number back', async () => {
    const me = await shopper();
    const kurta = await throwAwayProduct('Ajrakh Kurta', [['M', 6]]);
    await me.client.saveCart([{ productId: kurta, units: 6, size: 'M', color: null }]);
    await setStock(kurta, 'M', 2);
    expect(await me.client.getCart()).toMatchObject({ items: [{ productId: kurta, units: 2, stock: 2 }], message: 'Only 2 left of "Ajrakh Kurta" in size M.' });
    expect(await storedUnits(me.id)).toEqual([[kurta, 2]]);
    expect((await me.client.getCart()).message).toBe('');
    await setStock(kurta, 'M', 0);
    expect(await me.client.getCart()).toMatchObject({ items: [{ units: 1, stock: 0 }], message: '"Ajrakh Kurta" in size M is out of stock.' });
  });

  it('refuses a size the product does not come in with 400, and the cart stays as it was', async () => {
    const me = await shopper();
    const { anarkali, saree, holi } = suite.fx.products;
    await me.client.saveCart([{ productId: saree, units: 1, size: 'Free Size', color: null }]);
    const reply = await me.post(paths.cart, [
      { prod_id: anarkali, unit: 1, cart_size: 'S' },
      { prod_id: holi, unit: 1, cart_size: 'XXL' },
    ]);
    await expectRefusal(reply, 400, '"HOLI T-SHIRT" does not come in size XXL.');
    expect(await me.fetchCart()).toEqual({ status: 'true', message: '', data: [sareeItem(1)] });
  });

  it('merges a product listed twice as the shared add rule does: units add, the later size and colour win', async () => {
    const me = await shopper();
    const { anarkali, saree, holi } = suite.fx.products;
    const reply = await me.client.saveCart([
      { productId: anarkali, units: 1, size: 'S', color: 'Maroon' },
      { productId: saree, units: 1, size: 'Free Size', color: null },
      { productId: anarkali, units: 2, size: 'L', color: 'Navy' },
      { productId: holi, units: 4, size: 'S', color: null },
      { productId: holi, units: 4, size: 'S', color: null },
    ]);
    expect(reply.items.map((i) => [i.productId, i.units, i.size, i.color])).toEqual([
      [anarkali, 3, 'L', 'Navy'], [saree, 1, 'Free Size', null], [holi, 5, 'S', null],
    ]);
    expect(reply.message).toBe(`${messages.cartSaved} Only 5 left of "HOLI T-SHIRT" in size S.`);
    expect(await storedUnits(me.id)).toEqual([[anarkali, 3], [saree, 1], [holi, 5]]);
  });

  it('drops lines whose product left the store: on save, and on fetch (deleted, or left without sizes), with a message', async () => {
    const me = await shopper();
    const { anarkali } = suite.fx.products;
    const elsewhere = await suite.test.db.selectFrom('products').select('id').where('store_id', '=', suite.fx.otherStoreId).executeTakeFirstOrThrow();
    // Another store's product and ids no product has are never stored; their names are not told.
    const saved = await me.client.saveCart([
      { productId: elsewhere.id, units: 1, size: 'S', color: null },
      { productId: anarkali, units: 1, size: 'S', color: null },
      { productId: 987_654, units: 1, size: 'S', color: null },
    ]);
    expect(saved.items.map((i) => i.productId)).toEqual([anarkali]);
    expect(saved.message).toBe(`${messages.cartSaved} ${productDroppedMessage(null)}`);

    const dupatta = await throwAwayProduct('Block Print Dupatta', [['Free Size', 4]]);
    const stole = await throwAwayProduct('Kantha Stole', [['Free Size', 4]]);
    await me.client.saveCart([
      { productId: dupatta, units: 1, size: 'Free Size', color: null },
      { productId: anarkali, units: 1, size: 'S', color: null },
      { productId: stole, units: 2, size: 'Free Size', color: null },
    ]);
    await suite.test.db.deleteFrom('products').where('id', '=', dupatta).execute();
    await suite.test.db.deleteFrom('product_sizes').where('product_id', '=', stole).execute();

    const fetched = await me.fetchCart();
    expect(fetched).toEqual({
      status: 'true',
      message: 'A product in your cart is no longer available and was removed. "Kantha Stole" is no longer available and was removed from your cart.',
      data: [anarkaliItem(1, 'S', 5, null)],
    });
    expect(await storedUnits(me.id)).toEqual([[anarkali, 1]]);
    expect((await me.fetchCart()).message).toBe('');
  });

  it('increments one unit at a time up to the size\'s stock, then answers 409 "Maximum quantity reached!"', async () => {
    const me = await shopper();
    const { holi, saree } = suite.fx.products;
    await me.client.saveCart([{ productId: holi, units: 1, size: 'L', color: null }]);
    const first = await me.post(paths.increment, { prod_id: holi });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'true', message: '', data: [{ prod_id: holi, Unit: 2, quantity: 3 }] });
    expect((await me.client.incrementCartLine(holi)).items[0]?.units).toBe(3);
    await expectRefusal(await me.post(paths.increment, { prod_id: holi }), 409, 'Maximum quantity reached!');
    await expect(me.client.incrementCartLine(holi)).rejects.toMatchObject({ status: 409, message: messages.maxQuantity });
    expect(await storedUnits(me.id)).toEqual([[holi, 3]]);
    await expectRefusal(await me.post(paths.increment, { prod_id: saree }), 404, messages.cartLineMissing);
  });

  it('decrements one unit at a time and never below 1', async () => {
    const me = await shopper();
    const { holi, saree } = suite.fx.products;
    await me.client.saveCart([{ productId: holi, units: 3, size: 'L', color: null }]);
    expect((await me.client.decrementCartLine(holi)).items[0]?.units).toBe(2);
    expect((await me.client.decrementCartLine(holi)).items[0]?.units).toBe(1);
    const atOne = await me.post(paths.decrement, { prod_id: holi });
    expect(atOne.status).toBe(200);
    expect(await atOne.json()).toMatchObject({ status: 'true', data: [{ prod_id: holi, Unit: 1 }] });
    expect(await storedUnits(me.id)).toEqual([[holi, 1]]);
    await expectRefusal(await me.post(paths.decrement, { prod_id: saree }), 404, messages.cartLineMissing);
  });

  it('deletes a line with a message, and answers 404 for a product not in the cart', async () => {
    const me = await shopper();
    const { anarkali, saree } = suite.fx.products;
    await me.client.saveCart([{ productId: anarkali, units: 1, size: 'S', color: null }, { productId: saree, units: 1, size: 'Free Size', color: null }]);
    const removed = await me.post(paths.remove, { prod_id: anarkali, user_token: me.token });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ status: 'true', message: 'Product removed from cart.', data: [sareeItem(1)] });
    await expectRefusal(await me.post(paths.remove, { prod_id: anarkali }), 404, 'This product is not in your cart.');
    expect(await me.client.deleteCartLine(saree)).toEqual({ items: [], message: messages.cartLineRemoved });
    await expect(me.client.deleteCartLine(saree)).rejects.toMatchObject({ status: 404 });
  });

  it('empties the cart with an empty save (Clear cart)', async () => {
    const me = await shopper();
    await me.client.saveCart([{ productId: suite.fx.products.saree, units: 2, size: 'Free Size', color: null }]);
    const cleared = await me.post(paths.cart, []);
    expect(await cleared.json()).toEqual({ status: 'true', message: messages.cartSaved, data: [] });
    expect(await storedUnits(me.id)).toEqual([]);
    expect(await me.fetchCart()).toEqual({ status: 'true', message: '', data: [] });
  });

  it('cart_to_checkout prices the Buy Now items and refuses what cannot be ordered, leaving the cart alone', async () => {
    const me = await shopper();
    const { anarkali, saree, straight } = suite.fx.products;
    await me.client.saveCart([{ productId: anarkali, units: 2, size: 'L', color: 'Navy' }]);
    const before = await me.fetchCart();

    const ready = await me.post(paths.checkout, [{ prod_id: saree, unit: 2 }]);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'true', message: 'Ready for checkout.', data: [sareeItem(2)] });
    // Without a size: the first size that has stock (S 0, M 2 → M).
    const laterSize = await throwAwayProduct('Leheriya Kurta', [['S', 0], ['M', 2]]);
    expect(await me.client.checkoutItems([{ productId: laterSize, units: 2 }, { productId: straight, units: 3, size: 'L', color: 'Blue' }])).toMatchObject({
      message: messages.checkoutReady,
      items: [{ productId: laterSize, size: 'M', units: 2, stock: 2, discountPrice: 699.5, deliveryCharge: 25 }, { productId: straight, size: 'L', units: 3, color: 'Blue' }],
    });

    await expectRefusal(await me.post(paths.checkout, [{ prod_id: saree, unit: 8 }]), 409, 'Only 7 left of "Banarasi Silk Saree" in size Free Size.');
    // Two lines of one product and size count together against its stock.
    await expectRefusal(await me.post(paths.checkout, [{ prod_id: saree, unit: 4 }, { prod_id: saree, unit: 4 }]), 409, onlyLeftMessage('Banarasi Silk Saree', 'Free Size', 7));
    await expectRefusal(await me.post(paths.checkout, [{ prod_id: straight, unit: 1, cart_size: 'M' }]), 409, '"Rayon Straight Kurta" in size M is out of stock.');
    await expectRefusal(await me.post(paths.checkout, [{ prod_id: saree, unit: 1 }, { prod_id: 987_654, unit: 1 }]), 404, 'This product is no longer available.');
    // An id no row can have is no id at all (a 32-bit column could not even be asked about it).
    await expectRefusal(await me.post(paths.checkout, [{ prod_id: 2_147_483_648, unit: 1 }]), 400, '0.prod_id: prod_id must be a product id.');
    await expectRefusal(await me.post(paths.checkout, [{ prod_id: saree, unit: 1, cart_size: 'XL' }]), 400, sizeNotOfferedMessage('Banarasi Silk Saree', 'XL'));
    await expect(me.client.checkoutItems([{ productId: 987_654, units: 1 }])).rejects.toMatchObject({ status: 404, message: messages.productGone });

    expect(await me.fetchCart()).toEqual(before);
  });

  it('never shows or changes another customer\'s cart', async () => {
    const owner = await shopper();
    const other = await shopper();
    const { anarkali, saree } = suite.fx.products;
    await owner.client.saveCart([{ productId: anarkali, units: 2, size: 'S', color: null }]);
    const ownersCart = await owner.fetchCart();

    expect(await other.fetchCart()).toEqual({ status: 'true', message: '', data: [] });
    await expectRefusal(await other.post(paths.increment, { prod_id: anarkali }), 404, messages.cartLineMissing);
    await expectRefusal(await other.post(paths.decrement, { prod_id: anarkali }), 404, messages.cartLineMissing);
    await expectRefusal(await other.post(paths.remove, { prod_id: anarkali }), 404, messages.cartLineMissing);
    // Saving and clearing one's own cart touches nobody else's.
    await other.client.saveCart([{ productId: saree, units: 1, size: 'Free Size', color: null }]);
    await other.client.saveCart([]);

    expect(await owner.fetchCart()).toEqual(ownersCart);
    expect(ownersCart.data).toEqual([anarkaliItem(2, 'S', 5, null)]);
  });

  it('refuses every cart call without a valid token with the exact 401, and a cookie without its XSRF token with 403', async () => {
    const me = await shopper();
    const bodies: Array<[string, unknown]> = [
      [paths.cart, [{ user_token: 'x' }]], [paths.cart, [{ prod_id: suite.fx.products.saree, unit: 1, cart_size: 'Free Size' }]],
      [paths.increment, { prod_id: 1 }], [paths.decrement, { prod_id: 1 }], [paths.remove, { prod_id: 1 }],
      [paths.checkout, [{ prod_id: suite.fx.products.saree, unit: 1 }]],
    ];
    for (const [path, body] of bodies) {
      for (const token of [null, 'not-a-real-token']) {
        const reply = await postAs(token, path, body);
        expect(reply.status, path).toBe(401);
        expect(await reply.json()).toEqual(denied);
      }
      const forged = await postAs(null, path, body, { cookie: `user_token=${me.token}` });
      expect(forged.status, path).toBe(403);
    }
    await expect(suite.api.client.getCart()).rejects.toMatchObject({ status: 401 });
    expect(await storedUnits(me.id)).toEqual([]);
  });

  it('answers bad bodies with 400 and a clear message, and changes nothing', async () => {
    const me = await shopper();
    const { anarkali } = suite.fx.products;
    await me.client.saveCart([{ productId: anarkali, units: 2, size: 'S', color: null }]);
    const before = await me.fetchCart();
    const line = { prod_id: anarkali, unit: 1, cart_size: 'S' };
    const tooMany = Array.from({ length: serverCartLineCap + 1 }, (_, i) => ({ ...line, prod_id: i + 1 }));

    const refusals: Array<[string, unknown, string]> = [
      [paths.cart, {}, 'The cart must be a list of products.'],
      [paths.cart, { prod_id: anarkali, unit: 1, cart_size: 'S' }, 'The cart must be a list of products.'],
      [paths.cart, '', 'The cart must be a list of products.'],
      [paths.cart, '[{"prod_id": 1,', 'Request body must be valid JSON.'],
      [paths.cart, [{ ...line, prod_id: 'abc' }], '0.prod_id: prod_id must be a product id.'],
      [paths.cart, [line, { ...line, unit: 0 }], '1.unit: unit must be a whole number from 1.'],
      [paths.cart, [{ ...line, unit: 1000 }], '0.unit: unit must be at most 999.'],
      [paths.cart, [{ ...line, cart_size: ' ' }], '0.cart_size: cart_size is required.'],
      [paths.cart, [{ ...line, prod_id: 1e20 }], '0.prod_id: prod_id must be a product id.'],
      [paths.cart, tooMany, 'A cart holds at most 100 products.'],
      [paths.increment, { prod_id: 'abc' }, 'prod_id: prod_id must be a product id.'],
      [paths.decrement, {}, 'prod_id: prod_id must be a product id.'],
      [paths.remove, { prod_id: 0 }, 'prod_id: prod_id must be a product id.'],
      [paths.checkout, {}, 'The cart must be a list of products.'],
      [paths.checkout, [], 'Choose at least one product.'],
      [paths.checkout, [{ prod_id: anarkali, unit: 0 }], '0.unit: unit must be a whole number from 1.'],
    ];
    for (const [path, body, message] of refusals) {
      await expectRefusal(await me.post(path, body), 400, message);
    }
    const tooManyToCheck = await me.post(paths.checkout, tooMany);
    expect(tooManyToCheck.status).toBe(400);
    expect((await tooManyToCheck.json()).status).toBe('false');
    // An id no row can have is refused as no id (never a database error).
    for (const path of [paths.increment, paths.decrement, paths.remove]) {
      await expectRefusal(await me.post(path, { prod_id: 2_147_483_648 }), 400, 'prod_id: prod_id must be a product id.');
    }
    expect(await me.fetchCart()).toEqual(before);
  });

  it('sign-in merge: fetch, the shared mergeCarts rule, then save gives the merged cart capped at stock', async () => {
    const me = await shopper();
    const { anarkali, saree, holi, tiffin } = suite.fx.products;
    await me.client.saveCart([{ productId: anarkali, units: 2, size: 'S', color: 'Maroon' }, { productId: saree, units: 1, size: 'Free Size', color: null }]);
    const cookieCart: CartLine[] = [
      { productId: anarkali, units: 4, size: 'S', color: 'Navy' },
      { productId: holi, units: 1, size: 'L', color: null },
      { productId: tiffin, units: 12, size: '500 ml', color: null },
    ];

    const server = await me.client.getCart();
    const products = await me.client.getProductsByIds(cookieCart.map((l) => l.productId));
    const stockOf = (productId: number, size: string) =>
      products.find((p) => p.id === productId)?.sizes.find((s) => s.label === size)?.stock ?? 0;
    const saved = await me.client.saveCart(mergeCarts(server.items.map(toCartLine), cookieCart, stockOf));

    expect(saved.items.map((i) => [i.productId, i.units, i.size, i.color])).toEqual([
      [anarkali, 5, 'S', 'Navy'], [saree, 1, 'Free Size', null], [holi, 1, 'L', null], [tiffin, 9, '500 ml', null],
    ]);
    // The rule capped already, so the server had nothing to change.
    expect(saved.message).toBe(messages.cartSaved);
    expect((await me.client.getCart()).items).toEqual(saved.items);
  });

  it('takes saves arriving at once (two tabs merging at sign-in) one after the other, never a 500', async () => {
    const me = await shopper();
    const { anarkali, saree, holi } = suite.fx.products;
    const carts = Array.from({ length: 8 }, (_, i) => [
      { prod_id: anarkali, unit: 1 + (i % 3), cart_size: 'S' }, { prod_id: saree, unit: 1, cart_size: 'Free Size' }, { prod_id: holi, unit: 1, cart_size: 'L' },
    ]);
    const replies = await Promise.all(carts.map((cart) => me.post(paths.cart, cart)));
    expect(replies.map((r) => r.status)).toEqual(carts.map(() => 200));
    const rows = await storedUnits(me.id);
    expect(rows.map(([productId]) => productId)).toEqual([anarkali, saree, holi]);
  });

  it('removeOrderedLines takes the ordered products out of the customer\'s cart only', async () => {
    const me = await shopper();
    const other = await shopper();
    const { anarkali, saree, holi } = suite.fx.products;
    const lines = [
      { productId: anarkali, units: 1, size: 'S', color: null }, { productId: saree, units: 1, size: 'Free Size', color: null },
      { productId: holi, units: 1, size: 'S', color: null },
    ];
    await me.client.saveCart(lines);
    await other.client.saveCart(lines);
    expect(await removeOrderedLines(suite.test.db, me.id, [anarkali, holi, 987_654, 2_147_483_648])).toBe(2);
    expect(await removeOrderedLines(suite.test.db, me.id, [])).toBe(0);
    expect((await me.client.getCart()).items.map((i) => i.productId)).toEqual([saree]);
    expect((await other.client.getCart()).items).toHaveLength(3);
  });
});
