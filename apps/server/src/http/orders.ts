import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiPaths, cancelLineRequest, idempotencyHeader, orderInvoiceRequest, placeOrderRequest, trackingRequest, type OrderLineWire } from '@haat/shared/api';
import { messages, paiseToRupees, statusLabel } from '@haat/shared/rules';
import { captchaDataUrl } from '../images/captcha-svg.ts';
import { codCaptchaIdOf, codCaptchaSeconds, issueCodCaptcha, type CodCaptchaAnswer } from '../services/orders/cod-captcha.ts';
import { cancelOrderLine, type CancelledLineRecord } from '../services/orders/order-cancel.ts';
import { releaseExpiredOrders } from '../services/orders/order-expiry.ts';
import { listOrderLines, type OrderLineRecord } from '../services/orders/order-lines.ts';
import { queueLineCancelled, releaseRefundMail, type HeldRefundMail } from '../services/orders/order-mail.ts';
import { issueRefunds } from '../services/payments/order-refunds.ts';
import { OrderRefusal, type OrderRefusalKind } from '../services/orders/order-refusal.ts';
import { getOrderTracking } from '../services/orders/order-tracking.ts';
import { placeOrder } from '../services/flows/place-order.ts';
import { shopperInvoicePdf } from '../services/invoices/shopper-invoice.ts';
import { ownerOf, requireCustomer } from './auth.ts';
import { readFormJson, readJson } from './body.ts';
import type { Db } from '../db/database.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { pdfResponse } from './pdf-response.ts';
import { requestLanguage } from './shopper-language.ts';
import { codRulesOf, isCodBlocked } from '../services/orders/cod-rules.ts';

/** The Idempotency-Key's form: long enough to be unique, plain enough to store and log. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

const refusalStatus: Record<OrderRefusalKind, ContentfulStatusCode> = { invalid: 400, 'not-found': 404, conflict: 409, unavailable: 502 };

/** Runs a service call, turning its refusal into the protocol's error reply. */
async function refusalsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderRefusal) throw new ApiError(refusalStatus[error.kind], error.message);
    throw error;
  }
}

/** The submit's key: the header's, or one of our own (which no header can spell) when none was sent. */
function requestKeyOf(c: Context): string {
  const key = c.req.header(idempotencyHeader)?.trim() ?? '';
  if (key === '') return `~${randomUUID()}`;
  if (!idempotencyKeyPattern.test(key)) throw new ApiError(400, `${idempotencyHeader} must be 8 to 100 letters, digits, _ or -.`);
  return key;
}

/** The COD captcha a submit answers, when its signed id is this session's (else the order refuses it). */
function captchaAnswerOf(c: Context<AppEnv>, deps: ApiDeps, signedId: string, code: string): CodCaptchaAnswer | undefined {
  const { sessionId } = c.get('session');
  const id = codCaptchaIdOf(deps.secrets.session, signedId, sessionId);
  return id === null ? undefined : { id, code, sessionId };
}

/** An order line in Get_OrderDetails' shape (accounts spec §3, plus our Co… fields); money in rupees. */
function orderLineToWire(line: OrderLineRecord): OrderLineWire {
  return {
    CoOrderID: line.orderId,
    ASIN: line.asin,
    CoProduct: line.name,
    CoSmallImage: line.image,
    CoSize: line.size,
    CoOrderStatus: statusLabel(line.statusCode),
    StandardPrice: paiseToRupees(line.unitPricePaise),
    CoQuantity: line.units,
    CoPaymentMode: line.paymentMode,
    CoDescription: line.description,
    ItemCondition: 'New',
    CoTotalPrice: paiseToRupees(line.lineTotalPaise),
    CoOrderLineID: line.orderLineId,
    CoProductID: line.productId,
    CoOrderDate: line.orderedAt,
    CoColor: line.color,
    CoStatusCode: line.statusCode,
    CoPaymentStatus: line.paymentStatus,
    CoCancellable: line.cancellable,
  };
}

/** insert_Customer_Order, Get_OrderDetails, Cancel_Order_Line, Get_OrderTracking and Get_OrderInvoice: the signed-in customer's own orders only. */
export function orderRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireCustomer(deps);

  app.post(apiPaths.placeOrder, signedIn, async (c) => {
    const requestKey = requestKeyOf(c);
    const order = await readJson(c, placeOrderRequest);
    const captcha = captchaAnswerOf(c, deps, order.captcha_id, order.captcha_code);
    const placed = await refusalsAsErrors(() => placeOrder(deps, {
      ...ownerOf(c), requestKey, order, ...(captcha ? { captcha } : {}), language: requestLanguage(c),
    }, now()));
    return c.json({ status: 'true', message: placed.message, data: placed.data });
  });

  app.get(apiPaths.codOptions, signedIn, async (c) => {
    const { storeId, customerId } = ownerOf(c);
    const [rules, blocked] = await Promise.all([codRulesOf(db, storeId), isCodBlocked(db, customerId)]);
    return c.json({ status: 'true', data: { ...rules, blocked } });
  });

  app.post(apiPaths.newCodCaptcha, signedIn, async (c) => {
    const { captchaId, code } = await issueCodCaptcha(db, deps.secrets.session, c.get('session').sessionId, now());
    return c.json({ status: 'true', data: { captcha_id: captchaId, image: captchaDataUrl(code), expires_in: codCaptchaSeconds } });
  });

  app.get(apiPaths.orderDetails, signedIn, async (c) => {
    await releaseExpiredOrders(db, now());
    const lines = await listOrderLines(db, ownerOf(c));
    return c.json({ status: 'true', data: lines.map(orderLineToWire) });
  });

  app.post(apiPaths.cancelOrderLine, signedIn, async (c) => {
    const request = await readFormJson(c, cancelLineRequest);
    let heldMail = null as HeldRefundMail | null;
    // The shopper's mail is queued in the cancellation's transaction (decision 031).
    const record = async (trx: Db, line: CancelledLineRecord) => {
      heldMail = await queueLineCancelled(trx, {
        orderId: line.orderId, orderLineId: line.orderLineId, reason: request.reason, orderCancelled: line.orderCancelled,
        refund: line.refund ? { amount: paiseToRupees(line.refund.amountPaise) } : null,
      }, now());
    };
    const cancelled = await refusalsAsErrors(() => cancelOrderLine(db, { ...ownerOf(c), orderLineId: request.order_line_id, reason: request.reason, comments: request.comments, record }, now()));
    const refund = cancelled.refund;
    const refundStatus = refund ? (await issueRefunds(db, deps.payments, [refund.refundId], now())).get(refund.refundId) ?? 'pending' : 'not_applicable';
    if (heldMail) await releaseRefundMail(db, heldMail, refundStatus === 'processed', now());
    deps.outbox.wake();
    return c.json({
      status: 'true',
      message: messages.oneItemCancelled,
      data: { order_id: cancelled.orderId, order_line_id: cancelled.orderLineId, refund_amount: refund ? paiseToRupees(refund.amountPaise) : 0, refund_status: refundStatus },
    });
  });

  app.get(apiPaths.orderTracking, signedIn, async (c) => {
    const parsed = trackingRequest.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'order_id must be an order number.');
    const order = await getOrderTracking(db, ownerOf(c), parsed.data.order_id);
    if (!order) throw new ApiError(404, messages.orderNotFound);
    return c.json({
      status: 'true',
      data: {
        order_id: order.orderId,
        status: order.status,
        status_label: statusLabel(order.status),
        payment_mode: order.paymentMode,
        placed_at: order.placedAt,
        total: paiseToRupees(order.totalPaise),
        ship_to: order.shipTo,
        shipment: order.shipment && { courier: order.shipment.courier, awb: order.shipment.awb, tracking_url: order.shipment.trackingUrl },
        events: order.events.map((e) => ({ status: e.status, label: statusLabel(e.status), at: e.at, note: e.note, order_line_id: e.orderLineId })),
      },
    });
  });

  app.get(apiPaths.orderInvoice, signedIn, async (c) => {
    const parsed = orderInvoiceRequest.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'order_id must be an order number.');
    const { pdf, filename } = await refusalsAsErrors(() => shopperInvoicePdf(db, ownerOf(c), parsed.data.order_id, now()));
    return pdfResponse(pdf, filename);
  });

  return app;
}
