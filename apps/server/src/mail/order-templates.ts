import { formatRupees, shippingLabel } from '@haat/shared/rules';
import { composeMail, type MailContent, type MailStore } from './templates.ts';

/** One line of an order as the mails list it; money in rupees. */
export interface OrderMailLine {
  name: string;
  size: string;
  color: string | null;
  units: number;
  lineTotal: number;
}

/** What the order mails say about an order; money in rupees. */
export interface OrderMailOrder {
  id: number;
  paymentMode: 'COD' | 'ONLINE';
  paid: boolean;
  subtotal: number;
  shipping: number;
  discount: number;
  /** The shop's cash-on-delivery fee (0 for none, and online). */
  codFee: number;
  total: number;
  lines: OrderMailLine[];
  shipTo: { name: string; address1: string; address2: string; city: string; state: string; pincode: string; mobile: string };
}

/** The mail that confirms a placed (cash on delivery) or paid (online) order. */
export function orderConfirmationMail(store: MailStore, input: { firstName: string; order: OrderMailOrder }): MailContent {
  const { order } = input;
  const payment = order.paymentMode === 'COD'
    ? `Payment: cash or UPI on delivery. Please keep ${formatRupees(order.total)} ready.`
    : `Payment: ${formatRupees(order.total)} paid online. Thank you!`;
  return composeMail(store, {
    subject: `Your ${oneLine(store.name)} order #${order.id} is confirmed`,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: [
      `Thank you for shopping with us. We have received your order #${order.id}:`,
      ...order.lines.map(lineText),
      ...totalsText(order),
      payment,
      `Delivering to: ${addressText(order.shipTo)}`,
    ],
    footnote: 'You can track your order, or cancel items until they ship, from Your Orders.',
  });
}

/** The mail that confirms one cancelled item, and what happens to its money. */
export function orderCancelledMail(store: MailStore, input: {
  firstName: string;
  order: OrderMailOrder;
  line: OrderMailLine;
  reason: string;
  /** Null when nothing was paid for the item (cash on delivery, or not yet paid online). */
  refund: { amount: number; processed: boolean } | null;
  orderCancelled: boolean;
  /** Who cancelled it: the shopper asked, or the seller had to. */
  by?: 'shopper' | 'seller';
}): MailContent {
  const { order, refund } = input;
  const opening = input.by === 'seller'
    ? `We are sorry: we had to cancel this item of order #${order.id}:`
    : `As you asked, we have cancelled this item of order #${order.id}:`;
  const money = refund
    ? `A refund of ${formatRupees(refund.amount)} ${refund.processed ? 'has been made' : 'has been initiated'} to your original payment method. It reaches you within 7 business days.`
    : order.paymentMode === 'COD'
      ? 'This item was to be paid on delivery, so there is nothing to refund.'
      : 'This item had not been paid for, so there is nothing to refund.';
  return composeMail(store, {
    subject: `An item of your ${oneLine(store.name)} order #${order.id} is cancelled`,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: [
      opening,
      lineText(input.line),
      `Reason: ${input.reason}`,
      money,
      ...(input.orderCancelled ? ['Every item of this order is now cancelled.'] : []),
    ],
    footnote: input.by === 'seller' ? 'Please reply to this mail if you have any question.' : 'If you did not ask for this, please contact us right away.',
  });
}

/** What the shopper hears when the order moves on: its courier and AWB when shipped, its arrival when delivered. */
export function orderShippedMail(store: MailStore, input: {
  firstName: string;
  order: OrderMailOrder;
  courier: string;
  awb: string;
  trackingUrl: string | null;
  /** The order's page on the shop, where its timeline is. */
  trackUrl: string | null;
  /** Rupees the courier collects (cash on delivery); null when nothing is due. */
  collect: number | null;
}): MailContent {
  const { order } = input;
  const payment = input.collect !== null && input.collect > 0 ? [`Please keep ${formatRupees(input.collect)} ready for the courier (cash or UPI).`] : [];
  const link = input.trackingUrl ?? input.trackUrl;
  return composeMail(store, {
    subject: `Your ${oneLine(store.name)} order #${order.id} has shipped`,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: [
      `Good news: order #${order.id} is on its way with ${oneLine(input.courier)}.`,
      `AWB number: ${oneLine(input.awb)}`,
      ...order.lines.map(lineText),
      ...payment,
      `Delivering to: ${addressText(order.shipTo)}`,
    ],
    ...(link ? { action: { label: 'Track your order', url: link } } : {}),
    footnote: 'You can follow it from Your Orders too.',
  });
}

export function orderDeliveredMail(store: MailStore, input: { firstName: string; order: OrderMailOrder }): MailContent {
  const { order } = input;
  return composeMail(store, {
    subject: `Your ${oneLine(store.name)} order #${order.id} is delivered`,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: [
      `Order #${order.id} has been delivered. We hope you love it!`,
      ...order.lines.map(lineText),
      `Total: ${formatRupees(order.total)}`,
    ],
    footnote: 'Something not right? Reply to this mail and we will help.',
  });
}

/** The seller declined the order (or it came back undelivered): why, and what happens to the money. */
export function orderDeclinedMail(store: MailStore, input: {
  firstName: string;
  order: OrderMailOrder;
  reason: string;
  returned: boolean;
  refund: { amount: number; processed: boolean } | null;
}): MailContent {
  const { order, refund } = input;
  const money = refund
    ? `A refund of ${formatRupees(refund.amount)} ${refund.processed ? 'has been made' : 'has been initiated'} to your original payment method. It reaches you within 7 business days.`
    : order.paymentMode === 'COD' ? 'It was to be paid on delivery, so there is nothing to refund.' : 'It had not been paid for, so there is nothing to refund.';
  return composeMail(store, {
    subject: `Your ${oneLine(store.name)} order #${order.id} is cancelled`,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: [
      input.returned
        ? `We could not deliver order #${order.id}: the courier has returned it to us, so it is cancelled.`
        : `We are sorry: we cannot fulfil order #${order.id}, so it is cancelled.`,
      ...order.lines.map(lineText),
      `Reason: ${input.reason}`,
      money,
    ],
    footnote: 'Please reply to this mail if you have any question.',
  });
}

function lineText(line: OrderMailLine): string {
  const options = [line.size ? `size ${line.size}` : '', line.color ?? ''].filter(Boolean).join(', ');
  return `${line.units} × ${oneLine(line.name)}${options ? ` (${options})` : ''}: ${formatRupees(line.lineTotal)}`;
}

function totalsText(order: OrderMailOrder): string[] {
  return [
    `Subtotal: ${formatRupees(order.subtotal)}`,
    `Shipping: ${shippingLabel(order.shipping)}`,
    ...(order.discount > 0 ? [`Online payment discount: −${formatRupees(order.discount)}`] : []),
    ...(order.codFee > 0 ? [`Cash on delivery fee: ${formatRupees(order.codFee)}`] : []),
    `Total: ${formatRupees(order.total)}`,
  ];
}

function addressText(to: OrderMailOrder['shipTo']): string {
  const place = [to.address1, to.address2, to.city, `${to.state} ${to.pincode}`].map(oneLine).filter(Boolean).join(', ');
  return `${oneLine(to.name)}, ${place}. Mobile ${to.mobile}.`;
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
