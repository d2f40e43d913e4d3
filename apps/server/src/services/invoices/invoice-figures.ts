import { apportionPaise, splitGstInclusive, sumGstSplits, type GstSplit } from '@haat/shared/rules';

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

export interface InvoiceLineInput extends ChargeLine {
  name: string;
  size: string;
  color: string | null;
  hsnCode: string | null;
  gstRateBp: number;
  units: number;
  unitPricePaise: number;
  /** Whether the invoice shows it: lines cancelled before the invoice was issued are not part of it. */
  invoiced: boolean;
}

export interface InvoiceLineFigures {
  name: string;
  size: string;
  color: string | null;
  hsnCode: string | null;
  gstRateBp: number;
  units: number;
  unitPricePaise: number;
  /** List price × units less what the shopper paid for the items: the discount the invoice shows. */
  discountPaise: number;
  tax: GstSplit;
}

/** Delivery charges of the lines at one GST rate: a composite supply, taxed at its goods' rate. */
export interface DeliveryFigures {
  gstRateBp: number;
  tax: GstSplit;
}

export interface InvoiceFigures {
  intraState: boolean;
  lines: InvoiceLineFigures[];
  delivery: DeliveryFigures[];
  /** The cash-on-delivery fee, a charge of the same supply: taxed at the highest rate of its goods. Null when there is none. */
  codFee: DeliveryFigures | null;
  totals: GstSplit;
}

/** An invoice's figures: every invoiced line and its delivery with the tax split out, and the totals. */
export function invoiceFigures(order: OrderCharge, lines: readonly InvoiceLineInput[], intraState: boolean): InvoiceFigures {
  const charges = lineCharges(order, lines);
  const shown = lines.map((line, i) => ({ line, charge: charges[i]! })).filter(({ line }) => line.invoiced);
  const deliveryByRate = new Map<number, number>();
  for (const { line, charge } of shown) {
    if (charge.deliveryPaise > 0) deliveryByRate.set(line.gstRateBp, (deliveryByRate.get(line.gstRateBp) ?? 0) + charge.deliveryPaise);
  }
  const figures = shown.map(({ line, charge }): InvoiceLineFigures => ({
    name: line.name, size: line.size, color: line.color, hsnCode: line.hsnCode, gstRateBp: line.gstRateBp,
    units: line.units, unitPricePaise: line.unitPricePaise,
    discountPaise: line.lineTotalPaise - charge.goodsPaise,
    tax: splitGstInclusive(charge.goodsPaise, line.gstRateBp, intraState),
  }));
  const delivery = [...deliveryByRate].sort(([a], [b]) => a - b)
    .map(([gstRateBp, paise]) => ({ gstRateBp, tax: splitGstInclusive(paise, gstRateBp, intraState) }));
  const feeRate = Math.max(0, ...shown.map(({ line }) => line.gstRateBp));
  const codFee = order.codFeePaise > 0 && shown.length > 0 ? { gstRateBp: feeRate, tax: splitGstInclusive(order.codFeePaise, feeRate, intraState) } : null;
  const taxes = [...figures.map((f) => f.tax), ...delivery.map((d) => d.tax), ...(codFee ? [codFee.tax] : [])];
  return { intraState, lines: figures, delivery, codFee, totals: sumGstSplits(taxes) };
}
