import { expect, type Page } from '@playwright/test';
import { createStoreApi, type OrderPlaced, type StoreApi } from '@haat/shared/api';
import { cookieMap } from './accounts.ts';
import { codCaptchaCode } from './cod-captcha.ts';

// Orders placed through the Store API as a signed-in shopper: for journeys about what happens
// to an order after it is placed (the shopper's orders pages, the reseller's console).

export interface ProductWire {
  id: number;
  name: string;
  ASIN: string;
  sizes: Array<{ Size_Desc: string; Stock: number }>;
}

export interface Item {
  product: ProductWire;
  size: string;
  units: number;
}

/** Products with a size in stock (not the HOLI T-SHIRT, whose price is special). */
export async function stockedProducts(page: Page): Promise<ProductWire[]> {
  const reply = await page.request.post('/api/GetProductsByIds', { data: { ids: Array.from({ length: 100 }, (_, i) => i + 1) } });
  expect(reply.ok()).toBe(true);
  const products = (await reply.json()) as ProductWire[];
  return products.filter((p) => p.name !== 'HOLI T-SHIRT' && p.sizes.some((s) => s.Stock >= 3));
}

export const item = (product: ProductWire, units = 1): Item => ({ product, units, size: product.sizes.find((s) => s.Stock >= 3)!.Size_Desc });

/** The typed Store API client, calling as the page's signed-in customer (bearer token from its cookie). */
export async function customerApi(page: Page, baseURL: string | undefined): Promise<StoreApi> {
  const token = (await cookieMap(page.context())).get('user_token');
  expect(token, 'signed in').toBeTruthy();
  return createStoreApi({ baseUrl: baseURL ?? '', headers: { authorization: `Bearer ${token}` } });
}

/** An address through addAddress, then an order of the items through placeOrder. */
export async function placeOrder(api: StoreApi, items: Item[], mode: 'COD' | 'ONLINE' = 'COD'): Promise<OrderPlaced> {
  let [address] = await api.getAddresses();
  if (!address) {
    await api.addAddress({
      name: 'Asha Verma', email: 'asha.home@example.in', mobile: '9876543210', address1: '14 Lake View Road', address2: 'Banjara Hills',
      city: 'Hyderabad', state: 'Telangana', pincode: '500034',
    });
    [address] = await api.getAddresses();
  }
  // A COD order answers a server-issued captcha: its digits come from this run's database.
  const captcha = mode === 'COD' ? await api.newCodCaptcha() : null;
  return api.placeOrder({
    addressid: address!.id, coupan_Code: '', paymentmode: mode,
    orders: items.map(({ product, size, units }) => ({ asinid: product.id, quantity: units, productcode: product.ASIN, size })),
    ...(captcha ? { captcha_id: captcha.captcha_id, captcha_code: codCaptchaCode(captcha.captcha_id) } : {}),
  }, `e2e-${crypto.randomUUID()}`);
}
