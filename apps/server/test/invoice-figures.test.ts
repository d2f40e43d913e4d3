import { expect, it } from 'vitest';
import { cashToCollect, lineCharges } from '@haat/shared/rules';
import { invoiceFigures, type InvoiceLineInput } from '../src/services/invoices/invoice-figures.ts';

const line = (name: string, lineTotalPaise: number, gstRateBp: number): InvoiceLineInput => ({
  name, size: 'M', color: null, hsnCode: '6204', gstRateBp, units: 1, unitPricePaise: lineTotalPaise, lineTotalPaise, deliveryPaise: 0, invoiced: true,
});

it('keeps the COD fee out of the goods and shows it as its own row, taxed at the highest rate of its goods, adding up to the total', () => {
  const lines = [line('Kurta', 99_900, 500), line('Dupatta', 149_900, 1200)];
  const order = { totalPaise: 99_900 + 149_900 + 4_900, shippingPaise: 0, codFeePaise: 4_900 };
  expect(lineCharges(order, lines).map((c) => c.goodsPaise)).toEqual([99_900, 149_900]);
  const figures = invoiceFigures(order, lines, true);
  expect(figures.codFee?.gstRateBp).toBe(1200);
  expect(figures.codFee?.tax.amountPaise).toBe(4_900);
  expect(figures.codFee!.tax.cgstPaise).toBe(figures.codFee!.tax.sgstPaise);
  expect(figures.totals.amountPaise).toBe(order.totalPaise);
  expect(invoiceFigures({ ...order, totalPaise: 249_800, codFeePaise: 0 }, lines, false).codFee).toBeNull();
});

it('collects on delivery the items still to deliver and the COD fee, nothing once every item is cancelled', () => {
  const order = { totalPaise: 100_000 + 50_000 + 4_900, shippingPaise: 0, codFeePaise: 4_900 };
  const lines = [{ lineTotalPaise: 100_000, deliveryPaise: 0, active: true }, { lineTotalPaise: 50_000, deliveryPaise: 0, active: false }];
  expect(cashToCollect(order, lines)).toBe(104_900);
  expect(cashToCollect(order, lines.map((l) => ({ ...l, active: false })))).toBe(0);
});
