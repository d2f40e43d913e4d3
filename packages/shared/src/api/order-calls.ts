import {
  cancelLineReply, codCaptchaReply, codOptionsReply, idempotencyHeader, orderDetailsReply, orderPaymentReply, orderPlacedReply, paymentConfirmReply, trackingReply,
  type CancelledLine, type CodCaptcha, type CodOptions, type OrderLineWire, type OrderPayment, type OrderPlaced, type OrderTracking, type PaymentConfirmation, type PlaceOrderRequest,
} from './orders.ts';
import { codConfirmationReply, confirmCodOrderReply, resendCodCodeReply, type CodConfirmation } from './cod-confirmation.ts';
import { apiPaths } from './paths.ts';
import type { Call, RawGet } from './transport.ts';

/** Placing, paying for, listing, tracking and cancelling orders (accounts spec §7 and ours). */
export function orderCalls(call: Call, rawGet: RawGet) {
  return {
    /** `requestKey` makes a retried submit find the order the first one made. */
    async placeOrder(order: PlaceOrderRequest, requestKey: string): Promise<OrderPlaced> {
      return (await call('POST', apiPaths.placeOrder, orderPlacedReply, order, { headers: { [idempotencyHeader]: requestKey } })).data.data;
    },
    /** A captcha for a cash-on-delivery order, issued to (and only answerable by) this session. */
    async newCodCaptcha(): Promise<CodCaptcha> {
      return (await call('POST', apiPaths.newCodCaptcha, codCaptchaReply, {})).data.data;
    },
    /** Ours: cash on delivery as the shop offers it to this customer. */
    async getCodOptions(): Promise<CodOptions> {
      return (await call('GET', apiPaths.codOptions, codOptionsReply)).data.data;
    },
    async confirmPayment(payment: PaymentConfirmation): Promise<{ orderId: number; message: string }> {
      const reply = await call('POST', apiPaths.confirmPayment, paymentConfirmReply, payment);
      return { orderId: reply.data.data.order_id, message: reply.data.message };
    },
    async getOrderPayment(orderId: number): Promise<OrderPayment> {
      return (await call('GET', `${apiPaths.orderPayment}?order_id=${encodeURIComponent(orderId)}`, orderPaymentReply)).data.data;
    },
    async getOrderLines(): Promise<OrderLineWire[]> {
      return (await call('GET', apiPaths.orderDetails, orderDetailsReply)).data.data;
    },
    async getOrderTracking(orderId: number): Promise<OrderTracking> {
      return (await call('GET', `${apiPaths.orderTracking}?order_id=${encodeURIComponent(orderId)}`, trackingReply)).data.data;
    },
    async cancelOrderLine(orderLineId: number, reason: string, comments: string): Promise<CancelledLine & { message: string }> {
      const reply = await call('POST', apiPaths.cancelOrderLine, cancelLineReply, { order_line_id: orderLineId, reason, comments });
      return { ...reply.data.data, message: reply.data.message };
    },
    /** Ours (decision 044): where a COD order waiting for its code stands. */
    async getCodConfirmation(orderId: number): Promise<CodConfirmation> {
      return (await call('GET', `${apiPaths.codConfirmation}?order_id=${encodeURIComponent(orderId)}`, codConfirmationReply)).data.data;
    },
    /** Ours: confirms a COD order with the code from the SMS (400 with a message when wrong, expired or locked). */
    async confirmCodOrder(orderId: number, code: string): Promise<{ orderStatus: string; message: string }> {
      const reply = await call('POST', apiPaths.confirmCodOrder, confirmCodOrderReply, { order_id: orderId, code });
      return { orderStatus: reply.data.data.order_status, message: reply.data.message };
    },
    /** Ours: a new code for a COD order still waiting (429 with Retry-After while the cool-down runs). */
    async resendCodCode(orderId: number): Promise<{ mobile: string; resendAfter: number; message: string }> {
      const reply = await call('POST', apiPaths.resendCodCode, resendCodCodeReply, { order_id: orderId });
      return { mobile: reply.data.data.mobile, resendAfter: reply.data.data.resend_after, message: reply.data.message };
    },
    /** Ours: the order's GST invoice, the PDF response itself (once the order has shipped). */
    async getOrderInvoice(orderId: number): Promise<Response> {
      return rawGet(`${apiPaths.orderInvoice}?order_id=${encodeURIComponent(orderId)}`);
    },
  };
}
