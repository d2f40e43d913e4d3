import type { Db } from '../../src/db/database.ts';
import type { OrderStatus, PaymentMode } from '../../src/db/schema.ts';
import { insertCustomer } from './accounts.ts';

export interface OrderRowInput {
  storeId: number;
  customerId?: number;
  status?: OrderStatus;
  paymentMode?: PaymentMode;
  /** Each line's product; its first size is the one bought. */
  productIds: number[];
  unitPaise?: number;
  units?: number;
  createdAt?: string;
  shipState?: string;
  shipName?: string;
  shipPincode?: string;
}

/**
 * An order written straight to the database, as placing one would leave it (lines, the placed
 * event), without taking stock: for examples and fixtures that need many orders, or orders in a
 * given state, fast. Flows that must prove stock and payments place orders through the API.
 */
export async function insertOrderRow(db: Db, input: OrderRowInput): Promise<{ orderId: number; lineIds: number[] }> {
  const customerId = input.customerId ?? (await insertCustomer(db, input.storeId)).id;
  const unit = input.unitPaise ?? 50_000;
  const units = input.units ?? 1;
  const subtotal = unit * units * input.productIds.length;
  const at = input.createdAt ?? new Date().toISOString();
  const online = input.paymentMode === 'ONLINE';
  const { id: orderId } = await db.insertInto('orders').values({
    store_id: input.storeId, customer_id: customerId, request_key: `row-${customerId}-${Math.random().toString(36).slice(2)}`,
    payment_mode: input.paymentMode ?? 'COD', status: input.status ?? 'placed', subtotal_paise: subtotal, shipping_paise: 0, total_paise: subtotal,
    address_id: null, ship_name: input.shipName ?? 'Meera Iyer', ship_email: 'meera@example.in', ship_mobile: '9812345678', ship_address1: '2 Temple Street',
    ship_address2: '', ship_city: 'Chennai', ship_state: input.shipState ?? 'Tamil Nadu', ship_pincode: input.shipPincode ?? '600004',
    payment_provider: online ? 'sandbox' : null, provider_order_id: null, pay_by: null, paid_at: online ? at : null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const lineIds: number[] = [];
  for (const productId of input.productIds) {
    const product = await db.selectFrom('products').select(['asin', 'name', 'image']).where('id', '=', productId).executeTakeFirstOrThrow();
    const size = await db.selectFrom('product_sizes').select(['id', 'label']).where('product_id', '=', productId).orderBy('sort').orderBy('id').executeTakeFirst();
    const { id } = await db.insertInto('order_lines').values({
      order_id: orderId, product_id: productId, size_id: size?.id ?? null, asin: product.asin, name: product.name, image: product.image,
      size: size?.label ?? '', color: null, units, unit_price_paise: unit, delivery_paise: 0, line_total_paise: unit * units, status: 'active',
      cancel_reason: null, cancel_comment: null, cancelled_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    lineIds.push(id);
  }
  await db.insertInto('order_events').values({ order_id: orderId, order_line_id: null, status: input.status ?? 'placed', note: '', at }).execute();
  return { orderId, lineIds };
}
