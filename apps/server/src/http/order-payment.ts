import { Hono } from 'hono';
import { apiPaths, orderPaymentRequest, type OrderPayment } from '@haat/shared/api';
import { joinName, messages, paiseToRupees } from '@haat/shared/rules';
import type { PaymentGateway } from '../payments/gateway.ts';
import { findOwnOrder, type OwnOrder } from '../services/orders/order-view.ts';
import { orderPaymentFields } from '../services/flows/place-order.ts';
import { ownerOf, requireCustomer } from './auth.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

function toWire(order: OwnOrder, storeName: string, payments: PaymentGateway): OrderPayment {
  return {
    // The same fields insert_Customer_Order answered with; the key is public by design.
    ...orderPaymentFields(order, payments),
    order_status: order.status,
    store_name: storeName,
    prefill: { name: joinName(order.first_name, order.last_name), email: order.email, contact: order.mobile },
    subtotal: paiseToRupees(order.subtotal_paise),
    shipping: paiseToRupees(order.shipping_paise),
    discount: paiseToRupees(order.discount_paise),
    total: paiseToRupees(order.total_paise),
    items: order.lines.map((l) => ({ name: l.name, image: l.image, units: l.units, line_total: paiseToRupees(l.line_total_paise) })),
    ship_to: {
      name: order.ship_name,
      address1: order.ship_address1,
      address2: order.ship_address2,
      city: order.ship_city,
      state: order.ship_state,
      pincode: order.ship_pincode,
      mobile: order.ship_mobile,
    },
  };
}

/** GET /api/Get_OrderPayment (ours): the payment page's and confirmation page's view of one own order. */
export function orderPaymentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(apiPaths.orderPayment, requireCustomer(deps), async (c) => {
    const parsed = orderPaymentRequest.safeParse({ order_id: c.req.query('order_id') });
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'order_id must be an order number.');
    const store = c.get('store');
    const order = await findOwnOrder(deps.db, ownerOf(c), parsed.data.order_id);
    if (!order) throw new ApiError(404, messages.orderNotFound);
    return c.json({ status: 'true', data: toWire(order, store.name, deps.payments) });
  });
  return app;
}
