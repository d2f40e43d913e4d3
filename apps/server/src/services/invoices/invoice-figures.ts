import { lineCharges, splitGstInclusive, sumGstSplits, type ChargeLine, type GstSplit, type OrderCharge } from '@haat/shared/rules';

/** What an invoice line says of the goods, as bought. */
interface InvoiceLineGoods {
  name: string;
  size: string;
  color: string | null;
  hsnCode: string | null;
  gstRateBp: number;
  units: number;
  unitPricePaise: number;
}

export interface InvoiceLineInput extends ChargeLine, InvoiceLineGoods {
  /** Whether the invoice shows it: lines cancelled before the invoice was issued are not part of it. */
  invoiced: boolean;
}

export interface InvoiceLineFigures extends InvoiceLineGoods {
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
