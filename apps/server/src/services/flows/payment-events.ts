import { addOrderEvent, settlePayment, type PaymentContext } from './settle-payment.ts';
import { logger } from '@haat/shared/log';

/** The part of a Razorpay webhook event the shop acts on (payload.payment.entity). */
export interface PaymentEvent {
  id: string;
  type: string;
  payment?: { id: string; orderId: string | null; amountPaise: number; status: string; errorDescription?: string | null };
}

export type WebhookOutcome = 'processed' | 'ignored' | 'duplicate';

/**
 * A verified webhook event, handled once per event id: `payment.captured` and `order.paid`
 * settle the payment exactly as order_final does; `payment.failed` goes on the order's
 * timeline; anything else is acknowledged and ignored.
 */
export async function handlePaymentEvent(ctx: PaymentContext, event: PaymentEvent): Promise<WebhookOutcome> {
  const seen = await ctx.db.selectFrom('payment_events').select('id').where('provider_event_id', '=', event.id).executeTakeFirst();
  if (seen) return 'duplicate';
  const outcome = await actOnEvent(ctx, event);
  // Recorded after acting: an event that failed halfway is retried by the provider, and acting twice is harmless.
  await ctx.db.insertInto('payment_events')
    .values({ provider_event_id: event.id, type: event.type, received_at: ctx.now().toISOString() })
    .onConflict((oc) => oc.column('provider_event_id').doNothing())
    .execute();
  return outcome;
}

async function actOnEvent(ctx: PaymentContext, event: PaymentEvent): Promise<'processed' | 'ignored'> {
  const { payment } = event;
  if (!payment?.orderId) return 'ignored';
  const order = await ctx.db.selectFrom('orders').select(['id', 'paid_at']).where('provider_order_id', '=', payment.orderId).executeTakeFirst();
  // Not one of ours (a Razorpay account may serve other sites too).
  if (!order) return 'ignored';

  if ((event.type === 'payment.captured' || event.type === 'order.paid') && payment.status === 'captured') {
    const outcome = await settlePayment(ctx, order.id, { providerOrderId: payment.orderId, paymentId: payment.id, amountPaise: payment.amountPaise });
    if (outcome.kind !== 'amount_mismatch') return 'processed';
    logger.error('A webhook payment took a different sum than its order costs; not recorded', { eventId: event.id, paymentId: payment.id, amountPaise: payment.amountPaise, orderId: order.id });
    return 'ignored';
  }
  if (event.type === 'payment.failed') {
    // A failed attempt matters while the order waits for its money; after it is paid it is noise.
    if (order.paid_at !== null) return 'ignored';
    await addOrderEvent(ctx.db, order.id, 'payment_failed', `Payment ${payment.id}: ${payment.errorDescription || 'Payment failed'}`, ctx.now());
    return 'processed';
  }
  return 'ignored';
}

