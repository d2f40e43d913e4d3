import type { Address, CartItem, CodConfirmation, OrderPayment, ProductSummary } from '@haat/shared/api';
import { StoreApiError, type StoreApi } from '@haat/shared/api';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';
import type { ComponentType } from 'react';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import CartPage from '../app/routes/cart.tsx';
import CheckoutPage from '../app/routes/checkout.tsx';
import ConfirmOrder, { action as confirmAction } from '../app/routes/confirm-order.tsx';
import { action as checkoutAction } from '../app/routes/checkout.tsx';
import { checkoutProblemText } from '../app/components/checkout/checkout-problem-text.ts';
import OrderConfirmation from '../app/routes/order-confirmation.tsx';
import PaymentPage from '../app/routes/payment-page.tsx';
import WishlistPage from '../app/routes/wishlist.tsx';
import { orderShareText } from '../app/components/share/order-share.ts';
import { codConfirmText } from '../app/components/cod-confirmation/cod-confirm-text.ts';
import { orders_status_placed } from '../app/i18n/m/orders.ts';
import { renderInShell, shellStoreData, storeName, storeShell } from './support/hindi-shell.ts';
import { englishLeftIn, visibleTexts } from './support/visible-english.ts';

// Decision 045: the buying pages (cart, checkout, payment, COD confirmation by code, order
// confirmation, wishlist) rendered in Hindi show no English of ours. The store's own data (its
// name, products, the shopper's address) stays as written and is taken out before looking.

const orderPlacedHindi = orders_status_placed({}, { locale: 'hi' });
const summary = (id: number, name: string): ProductSummary => ({
  id, asin: `P${id}`, name, image: 'k.webp', images: ['k.webp'], categoryId: 2, category: 'Sarees', subcategoryId: null, subcategory: '',
  rating: 4.2, badge: '', sizes: [{ id: 1, label: 'M', stock: 1 }], colors: ['Red'], originalPrice: 1599, discountPrice: 769, deliveryCharge: 40, stock: 5,
});
const saree = summary(1, 'Maroon Cotton Saree');
const kurta = summary(2, 'Indigo Block Print Kurta');
const cartItem = (p: ProductSummary, units: number): CartItem => ({
  productId: p.id, asin: p.asin, name: p.name, image: p.image, category: p.category, size: 'M', color: 'Red', units, stock: 5,
  discountPrice: p.discountPrice, originalPrice: p.originalPrice, deliveryCharge: p.deliveryCharge,
});
const address: Address = {
  id: 7, name: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210', address1: '14 Lake View Road', address2: 'Salt Lake',
  city: 'Kolkata', district: 'Kolkata', state: 'West Bengal', pincode: '700091',
};
const shipTo = { name: address.name, address1: address.address1, address2: address.address2, city: address.city, state: address.state, pincode: address.pincode, mobile: address.mobile };

const payment = (status: string, mode: 'COD' | 'ONLINE'): OrderPayment => ({
  ORDERID: 'order_X', order_id: 4521, payment_mode: mode, amount: 161800, currency: 'INR', provider: mode === 'ONLINE' ? 'razorpay' : null,
  key: null, script_url: null, pay_by: null, confirm_by: null, order_status: status, store_name: storeName,
  prefill: { name: address.name, email: address.email, contact: address.mobile },
  subtotal: 1538, shipping: 80, discount: mode === 'ONLINE' ? 154 : 0, total: 1618,
  items: [{ name: saree.name, image: 'k.webp', units: 2, line_total: 1538 }], ship_to: shipTo,
});

const codState: CodConfirmation = {
  order_id: 4521, order_status: 'awaiting_confirmation', mobile: '+91 ******3210', confirm_by: '2026-11-26T10:30:00Z', code_expires_at: '2026-11-26T10:10:00Z', resend_after: 30,
};

// The shell's store data and the shopper's: names, address, the payment brand chips of the online panel.
const storeData = [...shellStoreData, saree.name, kurta.name, 'Red', address.name, address.email, address.address1, address.address2, address.city, address.state];

/** The cart the shell carries on every buying page: two sarees and a kurta. */
const cartLines = [{ productId: 1, units: 2, size: 'M', color: 'Red' }, { productId: 2, units: 1, size: 'M', color: null }];

interface Page {
  path: string;
  id: string;
  Component: ComponentType<never>;
  data: unknown;
  actionData?: unknown;
  signedIn?: boolean;
  wishlist?: number[];
}

function render(locale: 'hi' | 'en', page: Page): string {
  return renderInShell(page.path, [{ id: page.id, path: page.path.slice(1).split('?')[0], Component: page.Component as never }], {
    loaderData: { root: storeShell(locale, { signedIn: page.signedIn ?? true, cart: cartLines, wishlist: page.wishlist }), [page.id]: page.data },
    ...(page.actionData ? { actionData: { [page.id]: page.actionData } } : {}),
  });
}

const checkoutData = (items: CartItem[]) => ({
  items, problem: null, addresses: [address], buy: null, requestKey: 'k',
  cod: { enabled: true, min: 0, max: null, fee: 0, blocked: false },
  captcha: { captcha_id: 'c1', image: 'data:image/svg+xml;base64,AA==', expires_in: 300 },
});

const pages: Record<string, Page> = {
  cart: { path: '/addcart', id: 'routes/cart', Component: CartPage as never, data: { loaded: { ids: [1, 2], products: [saree, kurta] } } },
  'guest cart': { path: '/addcart', id: 'routes/cart', Component: CartPage as never, data: { loaded: { ids: [1, 2], products: [saree, kurta] } }, signedIn: false },
  checkout: { path: '/checkout2', id: 'routes/checkout', Component: CheckoutPage as never, data: checkoutData([cartItem(saree, 2), cartItem(kurta, 1)]) },
  'checkout with a wrong captcha': {
    path: '/checkout2', id: 'routes/checkout', Component: CheckoutPage as never, data: checkoutData([cartItem(saree, 2)]),
    actionData: { error: checkoutProblemText('Invalid Captcha. Please try again.', 'hi'), field: 'captcha' },
  },
  'checkout of a shop without cash on delivery': {
    path: '/checkout2', id: 'routes/checkout', Component: CheckoutPage as never,
    data: { ...checkoutData([cartItem(saree, 1)]), cod: { enabled: true, min: 5000, max: null, fee: 0, blocked: false } },
  },
  'payment page': { path: '/PaymentPage?order=4521', id: 'routes/payment-page', Component: PaymentPage as never, data: { payment: payment('pending_payment', 'ONLINE') } },
  'payment page, paid': { path: '/PaymentPage?order=4521', id: 'routes/payment-page', Component: PaymentPage as never, data: { payment: payment('placed', 'ONLINE') } },
  'order confirmation': { path: '/order-confirmation?order=4521', id: 'routes/order-confirmation', Component: OrderConfirmation as never, data: { order: payment('placed', 'COD') } },
  'COD confirmation card': {
    path: '/order-confirmation/confirm?order=4521', id: 'routes/confirm-order', Component: ConfirmOrder as never, data: { state: codState },
    // The action answers in the page's language: the words it gives a Hindi page for the server's English.
    actionData: { intent: 'confirm', error: codConfirmText('That code is not right. Please check the SMS and try again.', 'hi'), attempt: 'a' },
  },
  'COD order released': { path: '/order-confirmation/confirm?order=4521', id: 'routes/confirm-order', Component: ConfirmOrder as never, data: { state: { ...codState, order_status: 'cod_unconfirmed' } } },
  wishlist: { path: '/wishlist', id: 'routes/wishlist', Component: WishlistPage as never, data: { loaded: { ids: [1, 2], products: [saree, kurta] } }, wishlist: [1, 2], signedIn: false },
  'empty wishlist': { path: '/wishlist', id: 'routes/wishlist', Component: WishlistPage as never, data: { loaded: { ids: [], products: [] } }, signedIn: false },
};

describe('the buying pages in Hindi', () => {
  for (const [name, page] of Object.entries(pages)) {
    it(`${name}: no English of ours left`, () => {
      const left = englishLeftIn(visibleTexts(render('hi', page)), storeData);
      expect(left).toEqual([]);
    });
  }

  it('says why cash on delivery is not offered, and offers paying online', () => {
    const html = render('hi', pages['checkout of a shop without cash on delivery']!);
    expect(html).toContain('कैश ऑन डिलीवरी ₹5,000 या उससे ज़्यादा के ऑर्डर पर ही मिलती है। कृपया ऑनलाइन पेमेंट करें।');
    expect(html).toContain('अभी सुरक्षित पेमेंट करें');
    expect(englishLeftIn(visibleTexts(html), storeData)).toEqual([]);
  });

  it('says what the shopper must see in Hindi', () => {
    expect(render('hi', pages.cart!)).toContain('ऑर्डर करें (2 आइटम)');
    const checkout = render('hi', pages.checkout!);
    expect(checkout).toContain('ऑनलाइन पेमेंट करके ₹230 बचाएँ');
    expect(checkout).toContain('ऊपर दिखाया गया कोड डालें *');
    expect(render('hi', pages['checkout with a wrong captcha']!)).toContain('कैप्चा');
    expect(render('hi', pages['order confirmation']!)).toContain('ऑर्डर कन्फ़र्म हो गया');
    const codCard = render('hi', pages['COD confirmation card']!);
    expect(codCard).toContain('यह कोड सही नहीं है।');
    expect(codCard).toContain('26 नव॰ 2026, 16:00');
    const shared = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(render('hi', pages['order confirmation']!))?.[1] ?? '';
    expect(new URL(shared.replaceAll('&amp;', '&')).searchParams.get('text')).toBe(`${storeName} से मेरा ऑर्डर #4521: ${orderPlacedHindi}।\nट्रैक करें: http://shop.test/track?order=4521`);
  });

  it('puts the confirm step\'s answers from the server into Hindi, and keeps a text it does not know', () => {
    expect(codConfirmText('This code has expired. Tap "Send a new code" for a fresh one.', 'hi')).toBe('इस कोड का समय ख़त्म हो गया है। नए कोड के लिए "नया कोड भेजें" दबाएँ।');
    expect(codConfirmText('Please wait 12 seconds before asking for a new code.', 'hi')).toBe('नया कोड माँगने से पहले कृपया 12 सेकंड रुकें।');
    expect(codConfirmText('An error occurred. Please try again later.', 'hi')).not.toMatch(/[A-Za-z]/);
    expect(codConfirmText('Something new from the server.', 'hi')).toBe('Something new from the server.');
    expect(codConfirmText('That code is not right. Please check the SMS and try again.', 'en')).toBe('That code is not right. Please check the SMS and try again.');
  });

  it('shares the order in the shopper\'s language, the shop\'s name as written', () => {
    const text = orderShareText({ orderId: 4521, status: 'placed', storeName, trackUrl: 'http://shop.test/track?order=4521' }, 'hi', () => 'ऑर्डर हो गया');
    expect(text).toBe(`${storeName} से मेरा ऑर्डर #4521: ऑर्डर हो गया।\nट्रैक करें: http://shop.test/track?order=4521`);
  });
});

describe('the same pages in English', () => {
  it('find the English, so the check can fail', () => {
    expect(englishLeftIn(visibleTexts(render('en', pages.cart!)), storeData)).toEqual(expect.arrayContaining(['Items', 'Selected', 'Place', 'Order']));
    expect(englishLeftIn(visibleTexts(render('en', pages.checkout!)), storeData)).toEqual(expect.arrayContaining(['Delivery', 'Address', 'Payment', 'Method', 'PLACE']));
    expect(englishLeftIn(visibleTexts(render('en', pages['payment page']!)), storeData)).toEqual(expect.arrayContaining(['Complete', 'payment']));
    expect(englishLeftIn(visibleTexts(render('en', pages['order confirmation']!)), storeData)).toEqual(expect.arrayContaining(['Order', 'confirmed']));
    expect(englishLeftIn(visibleTexts(render('en', pages['COD confirmation card']!)), storeData)).toEqual(expect.arrayContaining(['Confirm', 'code']));
    expect(englishLeftIn(visibleTexts(render('en', pages.wishlist!)), storeData)).toEqual(expect.arrayContaining(['Wishlist', 'Move']));
  });

  it('keep the English words as they were', () => {
    const checkout = render('en', pages.checkout!);
    expect(checkout).toContain('Save ₹230 by paying online');
    expect(checkout).toContain('Enter code shown above *');
    expect(render('en', pages.cart!)).toContain('Place Order (2 items)');
    expect(render('en', pages['order confirmation']!)).toContain('is placed; pay by cash or UPI when it arrives.');
  });
});

describe('the COD confirm step\'s action', () => {
  const ask = async (form: Record<string, string>) => {
    const context = new RouterContextProvider();
    context.set(storeApiContext, {
      confirmCodOrder: async () => { throw new StoreApiError(400, 'That code is not right. Please check the SMS and try again.'); },
      resendCodCode: async () => ({ mobile: '+91 ******3210', resendAfter: 30, message: 'We have sent a new code to +91 ******3210.' }),
    } as unknown as StoreApi);
    const request = new Request('http://shop.test/order-confirmation/confirm?order=4521', {
      method: 'POST', body: new URLSearchParams(form), headers: { cookie: 'user_token=t' },
    });
    const answer = await confirmAction({ context, request, params: {} } as unknown as Parameters<typeof confirmAction>[0]);
    return (answer as unknown as { data: { error?: string; notice?: string } }).data;
  };

  it('answers in the language the page sent, English by default', async () => {
    expect((await ask({ intent: 'confirm', code: '123456', lang: 'hi' })).error).toBe('यह कोड सही नहीं है। कृपया SMS देखकर फिर कोशिश करें।');
    expect((await ask({ intent: 'confirm', code: '123456' })).error).toBe('That code is not right. Please check the SMS and try again.');
    expect((await ask({ intent: 'confirm', code: '12', lang: 'hi' })).error).toBe('कृपया SMS में आया 6 अंकों का कोड डालें।');
    expect((await ask({ intent: 'resend', lang: 'hi' })).notice).toBe('हमने +91 ******3210 पर नया कोड भेज दिया है।');
    expect((await ask({ intent: 'resend', lang: 'en' })).notice).toBe('We have sent a new code to +91 ******3210.');
  });
});

describe('the checkout\'s action', () => {
  const ask = async (form: Record<string, string>) => {
    const context = new RouterContextProvider();
    context.set(storeApiContext, {
      getCart: async () => ({ items: [cartItem(saree, 1)], message: '' }),
      placeOrder: async () => { throw new StoreApiError(400, 'Invalid Captcha. Please try again.'); },
      newCodCaptcha: async () => ({ captcha_id: 'c2', image: 'data:image/svg+xml;base64,AA==', expires_in: 300 }),
    } as unknown as StoreApi);
    const request = new Request('http://shop.test/checkout2', { method: 'POST', body: new URLSearchParams(form), headers: { cookie: 'user_token=t' } });
    const answer = await checkoutAction({ context, request, params: {} } as unknown as Parameters<typeof checkoutAction>[0]);
    return (answer as unknown as { data: { error?: string; field?: string } }).data;
  };

  it('answers in the language the page sent, English by default', async () => {
    const order = { paymentMode: 'COD', addressId: '7', captchaId: 'c1', captcha: '1111' };
    expect(await ask({ ...order, lang: 'hi' })).toMatchObject({ field: 'captcha', error: 'कैप्चा गलत है। कृपया फिर से कोशिश करें।' });
    expect(await ask(order)).toMatchObject({ field: 'captcha', error: 'Invalid Captcha. Please try again.' });
    expect(await ask({ ...order, addressId: '', lang: 'hi' })).toMatchObject({ field: 'address', error: 'कृपया पहले डिलीवरी का पता जोड़ें।' });
  });
});
