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
}): MailContent {
  const { order, refund } = input;
  const money = refund
    ? `A refund of ${formatRupees(refund.amount)} ${refund.processed ? 'has been made' : 'has been initiated'} to your original payment method. It reaches you within 7 business days.`
    : order.paymentMode === 'COD'
      ? 'This item was to be paid on delivery, so there is nothing to refund.'
      : 'This item had not been paid for, so there is nothing to refund.';
  return composeMail(store, {
    subject: `An item of your ${oneLine(store.name)} order #${order.id} is cancelled`,
    greeting: `Hello ${oneLine(input.firstName)},`,
    paragraphs: [
      `As you asked, we have cancelled this item of order #${order.id}:`,
      lineText(input.line),
      `Reason: ${input.reason}`,
      money,
      ...(input.orderCancelled ? ['Every item of this order is now cancelled.'] : []),
    ],
    footnote: 'If you did not ask for this, please contact us right away.',
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
