// The first-load JavaScript of every page of the storefront, not only the bench's four (issue 17:
// at most 130 kB gzip on every page), in English and in Hindi: a guest's pages, then a signed-in
// shopper's with a saved address, a basket and an order placed for online payment (so that
// tracking and cancelling show the order, not "not found").
import { createStoreApi } from '../packages/shared/src/api/client.ts';
import { measureFirstLoadJs, type FirstLoadJs } from './bench-first-load.ts';

export interface PageFirstLoad {
  path: string;
  english: FirstLoadJs;
  hindi: FirstLoadJs;
}

/** A shopper of the bench's store, signed in: the cookies a browser would send, and an order of theirs. */
interface Shopper {
  cookie: string;
  orderId: number;
  lineId: number;
}

const guestPages = (productSlug: string, categoryId: number) => [
  '/', `/product/${encodeURIComponent(productSlug)}`, `/products-section2/${categoryId}`, `/products-section/${categoryId}`,
  '/Product-Serach/kurta', '/Product-Serach/qqqzzzxx', '/ProductNotFound', '/no-such-page', '/RecentlyViewed', '/wishlist', '/addcart',
  '/login', '/register', '/forgot-password', '/reset-password?token=bench', '/CreateAccountCard', '/AccountVerifiedCard',
  '/CustomerSupport', '/aboutPage', '/ReturnPolicy', '/ResellerTermsConditions',
];

const shopperPages = ({ orderId, lineId }: Shopper) => [
  '/checkout2', `/PaymentPage?order=${orderId}`, `/order-confirmation?order=${orderId}`, '/UserProfile', '/account-settings',
  '/your-address', '/address-form', '/your-orders', `/track?order=${orderId}`, `/cancellation-form?line=${lineId}`, '/logout',
];

/** Registers a shopper through the Store API, signs them in as the sign-in form does, and places an order. */
async function signedInShopper(origin: string): Promise<Shopper> {
  const id = crypto.randomUUID().slice(0, 8);
  const customer = { firstname: 'Bench', lastname: `Pages${id}`, email: `bench.pages.${id}@example.in`, mobileno: `9${String(Date.now()).slice(-9)}`, password: 'Secret123' };
  const registered = await fetch(new URL('/api/insert_customer', origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(customer) });
  if (!registered.ok) throw new Error(`registering the bench shopper answered HTTP ${registered.status}: ${await registered.text()}`);
  const signedIn = await fetch(new URL('/token', origin), {
    method: 'POST', body: new URLSearchParams({ username: customer.email, password: customer.password, grant_type: 'password' }),
  });
  if (!signedIn.ok) throw new Error(`signing the bench shopper in answered HTTP ${signedIn.status}`);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const cookie = signedIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const api = createStoreApi({ baseUrl: origin, headers: { authorization: `Bearer ${token}` } });
  await api.addAddress({ name: 'Bench Pages', email: customer.email, mobile: customer.mobileno, address1: '14 Lake View Road', address2: 'Banjara Hills', city: 'Hyderabad', state: 'Telangana', pincode: '500034' });
  const [address] = await api.getAddresses();
  const product = (await api.getProductsByIds(Array.from({ length: 50 }, (_, i) => i + 1))).find((p) => p.sizes.some((s) => s.stock >= 5));
  const size = product?.sizes.find((s) => s.stock >= 5);
  if (!address || !product || !size) throw new Error('the bench store needs a product with stock for the shopper\'s pages');
  await api.saveCart([{ productId: product.id, units: 1, size: size.label, color: null }]);
  const placed = await api.placeOrder({ addressid: address.id, coupan_Code: '', paymentmode: 'ONLINE', orders: [{ asinid: product.id, quantity: 1, size: size.label }] }, crypto.randomUUID());
  const line = (await api.getOrderLines()).find((l) => l.CoOrderID === placed.order_id);
  if (!line) throw new Error('the bench shopper\'s order has no line');
  return { cookie, orderId: placed.order_id, lineId: line.CoOrderLineID };
}

/** Every page's first load, a guest's pages first, each in English and in Hindi. */
export async function measureEveryPage(origin: string, productSlug: string, categoryId: number): Promise<PageFirstLoad[]> {
  const shopper = await signedInShopper(origin);
  const pages = [
    ...guestPages(productSlug, categoryId).map((path) => ({ path, cookie: '' })),
    ...shopperPages(shopper).map((path) => ({ path, cookie: `${shopper.cookie}; ` })),
  ];
  const measured: PageFirstLoad[] = [];
  for (const { path, cookie } of pages) {
    measured.push({
      path,
      english: await measureFirstLoadJs(origin, path, { cookie }),
      hindi: await measureFirstLoadJs(origin, path, { cookie: `${cookie}locale=hi` }),
    });
  }
  return measured;
}

/** The page whose first load is the largest, in either language. */
export function largestFirstLoad(pages: PageFirstLoad[]): { path: string; gzipBytes: number; language: 'English' | 'Hindi' } | undefined {
  return pages
    .flatMap((p) => [{ path: p.path, gzipBytes: p.english.totalGzipBytes, language: 'English' as const }, { path: p.path, gzipBytes: p.hindi.totalGzipBytes, language: 'Hindi' as const }])
    .sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
}
