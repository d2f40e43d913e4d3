import { apportionPaise } from './gst-split.ts';

/** What an order charged in all, in paise. */
export interface OrderCharge {
  totalPaise: number;
  shippingPaise: number;
  /** The shop's cash-on-delivery fee, in the total of a COD order; its own row, never shared over the goods. */
  codFeePaise: number;
}

/** An order line as the figures need it (paise); the list prices include GST. */
export interface ChargeLine {
  lineTotalPaise: number;
  deliveryPaise: number;
}

/** What the shopper paid for one line: its items and its delivery, in paise. */
export interface LineCharge {
  goodsPaise: number;
  deliveryPaise: number;
}

/**
 * What each line of an order cost the shopper, adding up to exactly what the order charged.
 * The order's items figure (total less shipping) can differ from the lines' list prices: the
 * online discount, the cart's rounding down to whole rupees, the HOLI price. It is shared over
 * the lines in proportion to their list prices, and the shipping in proportion to their delivery
 * charges, to the paisa (largest remainder), over every line as placed, so a line's share stays
 * the same when another is cancelled.
 */
export function lineCharges(order: OrderCharge, lines: readonly ChargeLine[]): LineCharge[] {
  const goods = apportionPaise(Math.max(0, order.totalPaise - order.shippingPaise - order.codFeePaise), lines.map((l) => l.lineTotalPaise));
  const delivery = apportionPaise(order.shippingPaise, lines.map((l) => l.deliveryPaise));
  return lines.map((_, i) => ({ goodsPaise: goods[i]!, deliveryPaise: delivery[i]! }));
}

/**
 * What the courier collects for a cash-on-delivery order: the items still to deliver with their
 * delivery, and the COD fee while anything is delivered; the packing slip and the shipped mail
 * both say this figure.
 */
export function cashToCollect(order: OrderCharge, lines: ReadonlyArray<ChargeLine & { active: boolean }>): number {
  const charges = lineCharges(order, lines);
  const live = lines.map((line, i) => ({ line, charge: charges[i]! })).filter(({ line }) => line.active);
  return live.reduce((sum, { charge }) => sum + charge.goodsPaise + charge.deliveryPaise, 0) + (live.length > 0 ? order.codFeePaise : 0);
}
