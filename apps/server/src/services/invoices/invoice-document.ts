import { amountInWords, isIntraStateSupply } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { PaymentMode } from '../../db/schema.ts';
import { invoiceFigures, type InvoiceFigures } from './invoice-figures.ts';
import type { InvoiceSeller } from './invoice-issue.ts';

/** The buyer as the order was placed: the ship-to address is also the place of supply. */
export interface InvoiceBuyer {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  pincode: string;
  mobile: string;
  email: string;
}

/** Everything an invoice prints. */
export interface InvoiceDocument {
  number: string;
  invoicedAt: string;
  orderId: number;
  orderedAt: string;
  paymentMode: PaymentMode;
  paid: boolean;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  figures: InvoiceFigures;
  totalInWords: string;
}

/**
 * An issued invoice, the same every time it is printed: the seller as stamped at issue, the
 * buyer's address as ordered, each line's rate as bought (or as frozen at issue), and the lines
 * that were live when it was issued. A line cancelled later stays on it: taking it back is a
 * credit note's job, not a rewrite of the invoice.
 */
export async function loadInvoiceDocument(db: Db, storeId: number, orderId: number): Promise<InvoiceDocument> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('store_id', '=', storeId).executeTakeFirstOrThrow();
  if (!order.invoice_number || !order.invoiced_at || !order.invoice_seller) throw new Error(`order ${orderId} has no invoice yet`);
  const invoicedAt = order.invoiced_at;
  const seller = JSON.parse(order.invoice_seller) as InvoiceSeller;
  const lines = await db.selectFrom('order_lines')
    .select(['name', 'size', 'color', 'hsn_code', 'gst_rate_bp', 'units', 'unit_price_paise', 'line_total_paise', 'delivery_paise', 'status', 'cancelled_at'])
    .where('order_id', '=', orderId).orderBy('id').execute();
  const figures = invoiceFigures(
    { totalPaise: order.total_paise, shippingPaise: order.shipping_paise, codFeePaise: order.cod_fee_paise },
    lines.map((line) => ({
      name: line.name, size: line.size, color: line.color, hsnCode: line.hsn_code, gstRateBp: line.gst_rate_bp ?? 0,
      units: line.units, unitPricePaise: line.unit_price_paise, lineTotalPaise: line.line_total_paise, deliveryPaise: line.delivery_paise,
      invoiced: line.status === 'active' || (line.cancelled_at !== null && line.cancelled_at > invoicedAt),
    })),
    isIntraStateSupply(seller.legal_state, order.ship_state),
  );
  return {
    number: order.invoice_number, invoicedAt, orderId, orderedAt: order.created_at, paymentMode: order.payment_mode, paid: order.paid_at !== null,
    seller,
    buyer: {
      name: order.ship_name, address1: order.ship_address1, address2: order.ship_address2, city: order.ship_city, state: order.ship_state,
      pincode: order.ship_pincode, mobile: order.ship_mobile, email: order.ship_email,
    },
    figures,
    totalInWords: amountInWords(figures.totals.amountPaise),
  };
}
