import { invoiceMessages, packingSlipStatuses } from '@haat/shared/console-api';
import { cashToCollect, statusLabel } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { OrderStatus, PaymentMode } from '../../db/schema.ts';
import { ConsoleRefusal } from '../console/refusal.ts';

/** One item to pick and pack. */
export interface SlipLine {
  name: string;
  size: string;
  color: string | null;
  sku: string | null;
  units: number;
}

/** What a packer needs for one order: where it goes, what goes in, and the cash the courier collects. */
export interface PackingSlip {
  orderId: number;
  orderedAt: string;
  paymentMode: PaymentMode;
  /** What the courier collects (paise): the live items' share of the order total; null when nothing is due on delivery. */
  collectPaise: number | null;
  shipTo: { name: string; address1: string; address2: string; city: string; state: string; pincode: string; mobile: string };
  courier: string | null;
  awb: string | null;
  lines: SlipLine[];
  /** Who sends it: the shop, and the address a returned parcel goes back to. */
  from: { name: string; address: string; mobile: string };
}

const printable: readonly OrderStatus[] = packingSlipStatuses;

/**
 * The packing slips of several orders of the store, in the order asked (each once). Refused as a
 * whole, naming the orders, when one is not the store's (404) or has nothing to pack (409: still
 * awaiting its online payment, or cancelled), so a printed batch is never silently short.
 */
export async function loadPackingSlips(db: Db, storeId: number, ids: readonly number[]): Promise<PackingSlip[]> {
  const wanted = [...new Set(ids)];
  const [orders, store] = await Promise.all([
    db.selectFrom('orders').selectAll().where('store_id', '=', storeId).where('id', 'in', wanted).execute(),
    db.selectFrom('stores').select(['name', 'address', 'mobile', 'legal_name', 'legal_address']).where('id', '=', storeId).executeTakeFirstOrThrow(),
  ]);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new ConsoleRefusal('not-found', invoiceMessages.slipsNotFound(missing));
  for (const id of wanted) {
    const order = byId.get(id)!;
    if (!printable.includes(order.status)) throw new ConsoleRefusal('conflict', invoiceMessages.noSlip(id, statusLabel(order.status)));
  }
  const lines = await db.selectFrom('order_lines')
    .leftJoin('product_sizes', 'product_sizes.id', 'order_lines.size_id')
    .select(['order_lines.order_id', 'order_lines.name', 'order_lines.size', 'order_lines.color', 'order_lines.units', 'order_lines.status',
      'order_lines.line_total_paise', 'order_lines.delivery_paise', 'product_sizes.sku'])
    .where('order_lines.order_id', 'in', wanted).orderBy('order_lines.id').execute();
  const from = { name: store.legal_name || store.name, address: store.legal_address || store.address, mobile: store.mobile };

  return wanted.map((id): PackingSlip => {
    const order = byId.get(id)!;
    const own = lines.filter((line) => line.order_id === id);
    const due = cashToCollect({ totalPaise: order.total_paise, shippingPaise: order.shipping_paise, codFeePaise: order.cod_fee_paise },
      own.map((line) => ({ lineTotalPaise: line.line_total_paise, deliveryPaise: line.delivery_paise, active: line.status === 'active' })));
    const live = own.filter((line) => line.status === 'active');
    return {
      orderId: id, orderedAt: order.created_at, paymentMode: order.payment_mode,
      collectPaise: order.payment_mode === 'COD' && order.paid_at === null && order.cod_collected_at === null ? due : null,
      shipTo: {
        name: order.ship_name, address1: order.ship_address1, address2: order.ship_address2, city: order.ship_city,
        state: order.ship_state, pincode: order.ship_pincode, mobile: order.ship_mobile,
      },
      courier: order.courier, awb: order.awb,
      lines: live.map((line) => ({ name: line.name, size: line.size, color: line.color, sku: line.sku, units: line.units })),
      from,
    };
  });
}
