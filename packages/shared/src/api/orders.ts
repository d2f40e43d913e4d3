import { z } from 'zod';
import { cancellationCommentMax, cancellationCommentMin, cancellationReasons } from '../rules/checkout.ts';
import { messages } from '../rules/messages.ts';
import { okStatus } from './envelope.ts';
import { rowId, text } from './fields.ts';

/** Most lines one order may hold. */
export const orderLineCap = 50;
/** Header that makes a submit idempotent: the same key from the same customer finds the same order. */
export const idempotencyHeader = 'Idempotency-Key';

// ---- placing an order ---------------------------------------------------------------------------

export const orderItemRequest = z.object({
  /** The product id (the spec's asinid). */
  asinid: rowId('asinid must be a product id.'),
  quantity: z.coerce.number({ error: 'quantity must be a whole number from 1.' }).int('quantity must be a whole number from 1.').min(1, 'quantity must be a whole number from 1.').max(999, 'quantity must be at most 999.'),
  /** The product's ASIN (the spec's productcode); checked against the product. */
  productcode: text().trim().max(200, 'productcode is too long.').default(''),
  /** Ours: the chosen size. Without it, the size in the customer's cart for that product. */
  size: text().trim().min(1).max(40).optional(),
  color: text().trim().max(40).nullish(),
});

/** POST /api/insert_Customer_Order (accounts spec §7), with an optional Idempotency-Key header. */
export const placeOrderRequest = z.object({
  addressid: rowId('Please choose a delivery address.'),
  coupan_Code: text().trim().max(40, 'coupan_Code is too long.').default(''),
  paymentmode: z.enum(['COD', 'ONLINE'], { error: 'paymentmode must be COD or ONLINE.' }),
  orders: z.array(orderItemRequest, { error: 'orders must be a list of products.' }).min(1, 'Please add at least one product to order.').max(orderLineCap, `An order holds at most ${orderLineCap} products.`),
  /** Ours, required for COD: the captcha New_CodCaptcha issued to this session, and the digits its picture shows. */
  captcha_id: text().max(200, messages.invalidCaptcha).regex(/^[A-Za-z0-9_.-]*$/, messages.invalidCaptcha).default(''),
  captcha_code: text().trim().max(20, messages.invalidCaptcha).regex(/^[0-9]*$/, messages.invalidCaptcha).default(''),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

/** POST /api/New_CodCaptcha (ours): a cash-on-delivery captcha for the signed-in session, as a picture. */
/** Ours: whether this customer may pay this shop on delivery, and its limits and fee (rupees); the checkout decides per order with codRefusal. */
export const codOptionsReply = z.object({
  status: okStatus,
  data: z.object({
    enabled: z.boolean(),
    min: z.number(),
    max: z.number().nullable(),
    fee: z.number(),
    /** The shop stopped cash on delivery for this customer. */
    blocked: z.boolean(),
  }),
});
export type CodOptions = z.output<typeof codOptionsReply>['data'];

export const codCaptchaReply = z.object({
  status: okStatus,
  data: z.object({
    /** Signed for this session; send it back as insert_Customer_Order's captcha_id. */
    captcha_id: z.string(),
    /** The digits drawn as an SVG (a data: URL), never as text. */
    image: z.string(),
    /** Seconds the captcha can be answered in. */
    expires_in: z.number().int(),
  }),
});
export type CodCaptcha = z.output<typeof codCaptchaReply>['data'];

/**
 * The placed order. For ONLINE, ORDERID is the payment provider's order id and the rest is what
 * the payment window needs; for COD, ORDERID is our order number as text.
 */
export const orderPlacedReply = z.object({
  status: okStatus,
  message: z.string(),
  data: z.object({
    ORDERID: z.string(),
    order_id: z.number().int(),
    payment_mode: z.enum(['COD', 'ONLINE']),
    /** What the shopper pays, in paise (the provider's unit). */
    amount: z.number().int(),
    currency: z.literal('INR'),
    /** ONLINE only: the provider, its public key id and the checkout script to load. */
    provider: z.enum(['razorpay', 'sandbox']).nullable(),
    key: z.string().nullable(),
    script_url: z.string().nullable(),
    /** ONLINE only: when the unpaid order gives its stock back (ISO time). */
    pay_by: z.string().nullable(),
    /** Ours, COD only, when the store confirms COD orders by code (decision 044): the order waits for the code sent to the shopper's mobile until then. */
    confirm_by: z.string().nullable().optional(),
  }),
});
export type OrderPlaced = z.output<typeof orderPlacedReply>['data'];

// ---- payment ---------------------------------------------------------------------------------------

/**
 * GET /api/Get_OrderPayment?order_id=N (ours): what /PaymentPage needs to open the payment window
 * for the customer's own order awaiting payment (or to say it is paid or expired already).
 */
export const orderPaymentRequest = z.object({ order_id: rowId('order_id must be an order number.') });
export const orderPaymentReply = z.object({
  status: okStatus,
  data: orderPlacedReply.shape.data.extend({
    /** The order's status (pending_payment while the window may open). */
    order_status: z.string(),
    store_name: z.string(),
    /** What the payment window fills in for the shopper. */
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    subtotal: z.number(),
    shipping: z.number(),
    discount: z.number(),
    total: z.number(),
    items: z.array(z.object({ name: z.string(), image: z.string(), units: z.number().int(), line_total: z.number() })),
    ship_to: z.object({ name: z.string(), address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), pincode: z.string(), mobile: z.string() }),
  }),
});
export type OrderPayment = z.output<typeof orderPaymentReply>['data'];

/** POST /api/order_final: what the payment window's success handler receives. */
export const paymentConfirmRequest = z.object({
  razorpay_payment_id: text().trim().min(1, 'razorpay_payment_id is required.').max(100),
  razorpay_order_id: text().trim().min(1, 'razorpay_order_id is required.').max(100),
  razorpay_signature: text().trim().min(1, 'razorpay_signature is required.').max(200),
});
export type PaymentConfirmation = z.output<typeof paymentConfirmRequest>;
export const paymentConfirmReply = z.object({ status: okStatus, message: z.string(), data: z.object({ order_id: z.number().int() }) });

// ---- order lines -------------------------------------------------------------------------------

/** One order line as Get_OrderDetails answers it (accounts spec §3), plus our Co… fields. */
export const orderLineWire = z.object({
  CoOrderID: z.number().int(),
  ASIN: z.string(),
  CoProduct: z.string(),
  CoSmallImage: z.string(),
  CoSize: z.string(),
  /** The display status of the line: its order's status, or Cancelled / Refunded for the line. */
  CoOrderStatus: z.string(),
  /** Unit price in rupees. */
  StandardPrice: z.number(),
  CoQuantity: z.number().int(),
  CoPaymentMode: z.string(),
  CoDescription: z.string(),
  ItemCondition: z.string(),
  /** Line total in rupees (units × unit price; delivery not included). */
  CoTotalPrice: z.number(),
  // Ours:
  CoOrderLineID: z.number().int(),
  CoProductID: z.number().int().nullable(),
  CoOrderDate: z.string(),
  CoColor: z.string().nullable(),
  /** The status key behind CoOrderStatus (see rules/order-status.ts). */
  CoStatusCode: z.string(),
  CoPaymentStatus: z.string(),
  CoCancellable: z.boolean(),
});
export type OrderLineWire = z.output<typeof orderLineWire>;
export const orderDetailsReply = z.object({ status: okStatus, data: z.array(orderLineWire) });

// ---- cancellation (ours; the spec shows none) -------------------------------------------------------

export const cancelLineRequest = z.object({
  order_line_id: rowId('order_line_id must be an order line id.'),
  reason: z.enum(cancellationReasons, { error: messages.cancellationReasonMissing }),
  comments: text(messages.cancellationCommentShortLong).trim()
    .min(cancellationCommentMin, messages.cancellationCommentShortLong)
    .max(cancellationCommentMax, `Please keep the comments under ${cancellationCommentMax} characters.`),
});
export const cancelLineReply = z.object({
  status: okStatus,
  message: z.string(),
  data: z.object({
    order_id: z.number().int(),
    order_line_id: z.number().int(),
    /** What goes back to the shopper, in rupees; 0 for cash on delivery. */
    refund_amount: z.number(),
    refund_status: z.enum(['not_applicable', 'pending', 'processed']),
  }),
});
export type CancelledLine = z.output<typeof cancelLineReply>['data'];

// ---- tracking (ours) ---------------------------------------------------------------------------

export const trackingRequest = z.object({ order_id: rowId('order_id must be an order number.') });
export const trackingEventWire = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  note: z.string(),
  /** Set when the event is about one line (its cancellation or refund). */
  order_line_id: z.number().int().nullable(),
});
export const trackingReply = z.object({
  status: okStatus,
  data: z.object({
    order_id: z.number().int(),
    status: z.string(),
    status_label: z.string(),
    payment_mode: z.string(),
    placed_at: z.string(),
    total: z.number(),
    ship_to: z.object({ name: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
    /** The courier's details once the seller has shipped it; null before. */
    shipment: z.object({ courier: z.string(), awb: z.string(), tracking_url: z.string().nullable() }).nullable(),
    events: z.array(trackingEventWire),
  }),
});
export type OrderTracking = z.output<typeof trackingReply>['data'];
