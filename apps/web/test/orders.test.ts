import type { OrderLineWire } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { describe, expect, it } from 'vitest';
import { cancellationProblems, hasCancellationProblems, readCancellation } from '../app/components/orders/cancellation.ts';
import { formatOrderDate, formatOrderDateTime } from '../app/components/orders/order-dates.ts';
import {
  awaitsPayment, findOrderLine, groupOrderLines, idParam, isCancelledLine, lineNames, linePaymentLabel, paymentModeLabel, refundFor, sizeLabel,
} from '../app/components/orders/order-lines.ts';
import { timelineEntries } from '../app/components/orders/timeline-entries.ts';

function line(overrides: Partial<OrderLineWire>): OrderLineWire {
  return {
    CoOrderID: 1, ASIN: 'B0TEST', CoProduct: 'Cotton Kurta', CoSmallImage: 'catalogue/kurta.jpg', CoSize: 'M', CoOrderStatus: 'Order Placed',
    StandardPrice: 500, CoQuantity: 1, CoPaymentMode: 'COD', CoDescription: '', ItemCondition: 'New', CoTotalPrice: 500,
    CoOrderLineID: 1, CoProductID: 1, CoOrderDate: '2025-03-05T09:30:00.000Z', CoColor: null, CoStatusCode: 'placed',
    CoPaymentStatus: 'Pay on delivery', CoCancellable: true,
    ...overrides,
  };
}

describe('groupOrderLines', () => {
  it('puts the lines of one order together, newest order first, lines in the order bought', () => {
    const lines = [
      line({ CoOrderID: 7, CoOrderLineID: 12, CoOrderDate: '2025-03-01T10:00:00Z' }),
      line({ CoOrderID: 9, CoOrderLineID: 15, CoOrderDate: '2025-03-04T10:00:00Z' }),
      line({ CoOrderID: 7, CoOrderLineID: 11, CoOrderDate: '2025-03-01T10:00:00Z' }),
      line({ CoOrderID: 8, CoOrderLineID: 13, CoOrderDate: '2025-03-04T10:00:00Z' }),
    ];
    const groups = groupOrderLines(lines);
    expect(groups.map((g) => g.orderId)).toEqual([9, 8, 7]);
    expect(groups[2]?.lines.map((l) => l.CoOrderLineID)).toEqual([11, 12]);
    expect(groups[0]).toMatchObject({ placedAt: '2025-03-04T10:00:00Z', paymentMode: 'COD' });
  });

  it('gives no groups for no lines', () => {
    expect(groupOrderLines([])).toEqual([]);
  });
});

describe('order line helpers', () => {
  it('reads ids from query parameters strictly', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam(' 7 ')).toBe(7);
    for (const bad of [null, '', '0', '-3', '1.5', '12abc', '1e3', '99999999999999', '2147483648']) expect(idParam(bad), String(bad)).toBeNull();
  });

  it('finds a line by id, only among the customer\'s lines', () => {
    const lines = [line({ CoOrderLineID: 3 }), line({ CoOrderLineID: 4 })];
    expect(findOrderLine(lines, 4)?.CoOrderLineID).toBe(4);
    expect(findOrderLine(lines, 5)).toBeUndefined();
    expect(findOrderLine(lines, null)).toBeUndefined();
  });

  it('shows N/A for a line without a size and names payment modes', () => {
    expect(sizeLabel('')).toBe('N/A');
    expect(sizeLabel('  ')).toBe('N/A');
    expect(sizeLabel('XL')).toBe('XL');
    expect(paymentModeLabel('COD')).toBe('Cash on Delivery');
    expect(paymentModeLabel('ONLINE')).toBe('Online Payment');
    expect(paymentModeLabel('UPI')).toBe('UPI');
  });

  it('says whether an online line is paid yet, and which orders still wait for payment', () => {
    expect(linePaymentLabel(line({}))).toBe('Cash on Delivery');
    expect(linePaymentLabel(line({ CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Awaiting payment' }))).toBe('Online Payment · Awaiting payment');
    expect(linePaymentLabel(line({ CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Paid' }))).toBe('Online Payment · Paid');
    expect(awaitsPayment({ lines: [line({ CoStatusCode: 'pending_payment' })] })).toBe(true);
    expect(awaitsPayment({ lines: [line({ CoStatusCode: 'placed' })] })).toBe(false);
  });

  it('knows cancelled and refunded lines', () => {
    expect(isCancelledLine(line({ CoStatusCode: 'cancelled' }))).toBe(true);
    expect(isCancelledLine(line({ CoStatusCode: 'refunded' }))).toBe(true);
    expect(isCancelledLine(line({ CoStatusCode: 'placed' }))).toBe(false);
    expect(isCancelledLine(line({ CoStatusCode: 'shipped' }))).toBe(false);
  });

  it('names lines for timeline events with their size', () => {
    const names = lineNames([line({ CoOrderLineID: 3, CoSize: 'L' }), line({ CoOrderLineID: 4, CoProduct: 'Scarf', CoSize: '' })]);
    expect(names.get(3)).toBe('Cotton Kurta (L)');
    expect(names.get(4)).toBe('Scarf');
  });
});

describe('refundFor', () => {
  it('gives ₹0 for cash on delivery and for an online order not paid', () => {
    expect(refundFor(line({ CoPaymentMode: 'COD', CoTotalPrice: 900 }))).toEqual({ amount: 0, kind: 'cod', estimate: false });
    expect(refundFor(line({ CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Awaiting payment' }))).toEqual({ amount: 0, kind: 'unpaid', estimate: false });
  });

  it('gives a paid one-item order its whole total back', () => {
    const paid = line({ CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Paid', CoTotalPrice: 1000 });
    expect(refundFor(paid, [paid], 940)).toEqual({ amount: 940, kind: 'paid', estimate: false });
  });

  it('estimates an item of a larger paid order as its total less its share of the 10% online discount', () => {
    const a = line({ CoOrderLineID: 1, CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Paid', CoTotalPrice: 600 });
    const b = line({ CoOrderLineID: 2, CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Paid', CoTotalPrice: 400 });
    // Discount: 10% of ₹1,000 = ₹100, of which ₹60 is the ₹600 item's share.
    expect(refundFor(a, [a, b])).toEqual({ amount: 540, kind: 'paid', estimate: true });
    expect(refundFor(line({ CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Refund initiated', CoTotalPrice: 999 }))).toMatchObject({ amount: 900, kind: 'paid' });
  });
});

describe('order dates (India Standard Time, the same on server and browser)', () => {
  it('formats dates and times in IST', () => {
    expect(formatOrderDate('2025-03-05T20:00:00.000Z')).toBe('6 Mar 2025');
    expect(formatOrderDateTime('2025-03-05T09:37:00.000Z')).toBe('5 Mar 2025, 3:07 PM');
    expect(formatOrderDateTime('2025-12-31T18:30:00.000Z')).toBe('1 Jan 2026, 12:00 AM');
    expect(formatOrderDateTime('2025-06-01T06:30:00.000Z')).toBe('1 Jun 2025, 12:00 PM');
    expect(formatOrderDate('soon')).toBe('soon');
  });
});

describe('cancellationProblems (accounts spec §5, §8)', () => {
  it('asks for a reason from the list and 10 characters of comment after trimming', () => {
    expect(cancellationProblems({ reason: '', comments: '' })).toEqual({
      reason: messages.cancellationReasonMissing, comments: messages.cancellationCommentShortLong,
    });
    expect(cancellationProblems({ reason: 'Because', comments: 'x'.repeat(10) })).toEqual({ reason: messages.cancellationReasonMissing });
    expect(cancellationProblems({ reason: 'Cash Issue', comments: '   123456789   ' })).toEqual({ comments: messages.cancellationCommentShortLong });
    const fine = cancellationProblems({ reason: 'Duplicate Order', comments: ' 1234567890 ' });
    expect(fine).toEqual({});
    expect(hasCancellationProblems(fine)).toBe(false);
  });

  it('reads the posted form', () => {
    const form = new FormData();
    form.set('line', '12');
    form.set('reason', 'Cash Issue');
    expect(readCancellation(form)).toEqual({ lineId: '12', reason: 'Cash Issue', comments: '' });
  });
});

const event = (status: string, at: string, lineId: number | null = null, note = '') => ({ status, label: '', at, note, order_line_id: lineId });
const states = (entries: ReturnType<typeof timelineEntries>) => entries.map((e) => `${e.status}:${e.state}`);

describe('timelineEntries', () => {
  it('shows reached steps with times, the current one, then the steps ahead', () => {
    const entries = timelineEntries({
      status: 'confirmed',
      events: [event('confirmed', '2025-03-05T11:00:00Z', null, 'Seller confirmed'), event('placed', '2025-03-05T10:00:00Z')],
    });
    expect(states(entries)).toEqual([
      'placed:done', 'confirmed:current', 'packed:upcoming', 'shipped:upcoming', 'out_for_delivery:upcoming', 'delivered:upcoming',
    ]);
    expect(entries[0]).toMatchObject({ label: 'Order Placed', at: '2025-03-05T10:00:00Z' });
    expect(entries[1]).toMatchObject({ note: 'Seller confirmed' });
    expect(entries[2]?.at).toBeNull();
  });

  it('puts payment events before the step they lead to, and counts skipped steps as passed', () => {
    const entries = timelineEntries({
      status: 'shipped',
      events: [
        event('pending_payment', '2025-03-05T10:00:00Z'),
        event('paid', '2025-03-05T10:05:00Z'),
        event('placed', '2025-03-05T10:05:00Z'),
        event('shipped', '2025-03-06T10:00:00Z'),
      ],
    });
    expect(states(entries)).toEqual([
      'pending_payment:event', 'paid:event', 'placed:done', 'confirmed:done', 'packed:done', 'shipped:current',
      'out_for_delivery:upcoming', 'delivered:upcoming',
    ]);
    expect(entries.find((e) => e.status === 'packed')?.at).toBeNull();
  });

  it('ends a cancelled order where it stopped, with the item cancellations and refunds in time order', () => {
    const entries = timelineEntries({
      status: 'cancelled',
      events: [
        event('placed', '2025-03-05T10:00:00Z'),
        event('cancelled', '2025-03-05T12:00:00Z', 31, 'Cash Issue'),
        event('confirmed', '2025-03-05T11:00:00Z'),
        event('cancelled', '2025-03-05T13:00:00Z', 32, 'Duplicate Order'),
        event('cancelled', '2025-03-05T13:00:00Z', null, 'Every item is cancelled.'),
        event('refund_pending', '2025-03-05T13:00:00Z', 32, 'Refund of ₹900 initiated.'),
      ],
    });
    expect(states(entries)).toEqual(['placed:done', 'confirmed:done', 'cancelled:event', 'cancelled:event', 'cancelled:ended', 'refund_pending:event']);
    expect(entries[2]).toMatchObject({ lineId: 31, label: 'Cancelled', note: 'Cash Issue' });
  });

  it('stands an order awaiting payment at that event, every step still ahead', () => {
    const entries = timelineEntries({ status: 'pending_payment', events: [event('pending_payment', '2025-03-05T10:00:00Z')] });
    expect(states(entries)).toEqual([
      'pending_payment:current', 'placed:upcoming', 'confirmed:upcoming', 'packed:upcoming', 'shipped:upcoming', 'out_for_delivery:upcoming', 'delivered:upcoming',
    ]);
  });

  it('still shows the end of an order that stopped without an event for it', () => {
    const entries = timelineEntries({ status: 'payment_expired', events: [] });
    expect(states(entries)).toEqual(['payment_expired:ended']);
    expect(entries[0]?.label).toBe('Payment Not Received');
  });
});
