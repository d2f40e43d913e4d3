import { z } from 'zod';
import { rowId, text } from '../api/fields.ts';
import { gstinProblem, gstinState, gstStateCodeOf } from '../rules/gstin.ts';
import type { OrderStatusName } from '../rules/order-status.ts';
import { isEmail, isIndianState } from '../rules/validation.ts';

/** Wire schemas of GST invoices, packing slips and the seller's legal details (issue 16). */

/** An invoice can be issued from acceptance on; once issued it can always be printed again. */
export const invoiceStatuses = ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'rto'] as const satisfies readonly OrderStatusName[];

/** A packing slip can be printed for an order to pack or packed: from the moment it is placed (COD) or paid. */
export const packingSlipStatuses = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'rto'] as const satisfies readonly OrderStatusName[];

export const legalMessages = {
  legalName: 'Enter the legal name registered for GST, up to 120 characters.',
  legalAddress: 'Enter the registered address, up to 300 characters.',
  legalState: 'Choose the state of the registered address from the list.',
  gstin: 'Enter the 15-character GSTIN, for example 27AAPFU0939F1ZV.',
  gstinState: 'A GSTIN starts with a state’s two-digit code; these two digits are no state’s.',
  gstinCheck: 'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
  gstinStateMismatch: (state: string, code: string) => `This GSTIN is registered in ${state} (${code}): choose ${state}, or check the GSTIN.`,
  grievanceName: 'Enter the grievance officer’s name, up to 100 characters.',
  grievanceEmail: 'Enter the grievance officer’s e-mail address.',
} as const;

export const invoiceMessages = {
  legalMissing: 'An invoice needs the shop’s legal name, registered address, state and GSTIN. Fill them in under Legal & GST in the console’s menu, then print the invoice again.',
  tooEarly: (id: number, label: string) => `Order ${id} is ${label}: its invoice can be made once the order is accepted.`,
  noInvoice: (id: number, label: string) => `Order ${id} is ${label} and was never invoiced, so it has no invoice.`,
  rateMissing: (items: string) => `No GST rate is set for ${items}. A manager can set it (with the HSN code) on the product’s page; then print the invoice again.`,
  noSlip: (id: number, label: string) => `Order ${id} is ${label}, so it has no packing slip.`,
  slipsNotFound: (ids: number[]) => `There is no order ${ids.join(', ')} in this shop.`,
} as const;

const m = legalMessages;
const upTo = (message: string, max: number) => text(message).trim().max(max, message);

/** GET /api/console/store/legal: the seller's legal details as stored ('' where not filled in). */
export const storeLegal = z.object({
  legal_name: z.string(),
  gstin: z.string(),
  legal_address: z.string(),
  legal_state: z.string(),
  grievance_name: z.string(),
  grievance_email: z.string(),
  /** Whether invoices can be made: legal name, address, state and GSTIN are all there. */
  invoice_ready: z.boolean(),
});
export type StoreLegal = z.infer<typeof storeLegal>;

/**
 * PUT /api/console/store/legal: every field, '' for one not known yet. A GSTIN is checked for its
 * shape, state code and check character, and must belong to the registered address's state.
 */
export const storeLegalUpdate = z.object({
  legal_name: upTo(m.legalName, 120),
  gstin: text(m.gstin).trim().transform((value) => value.toUpperCase().replace(/\s+/g, '')),
  legal_address: upTo(m.legalAddress, 300),
  legal_state: text(m.legalState).trim().refine((value) => value === '' || isIndianState(value), m.legalState),
  grievance_name: upTo(m.grievanceName, 100),
  grievance_email: text(m.grievanceEmail).trim().toLowerCase().refine((value) => value === '' || isEmail(value), m.grievanceEmail),
}).superRefine((legal, context) => {
  if (legal.gstin === '') return;
  const problem = gstinProblem(legal.gstin);
  if (problem) {
    const message = problem === 'check' ? m.gstinCheck : problem === 'state' ? m.gstinState : m.gstin;
    context.addIssue({ code: 'custom', path: ['gstin'], message });
    return;
  }
  const state = gstinState(legal.gstin)!;
  if (state !== legal.legal_state) {
    context.addIssue({ code: 'custom', path: ['legal_state'], message: m.gstinStateMismatch(state, gstStateCodeOf(state) ?? legal.gstin.slice(0, 2)) });
  }
});
export type StoreLegalUpdate = z.input<typeof storeLegalUpdate>;

/** POST /api/console/orders/packing-slips: the orders whose slips to print together, in this order. */
export const packingSlipsRequest = z.object({
  ids: z.array(rowId('ids must be order numbers')).min(1, 'Choose at least one order.').max(100, 'Print at most 100 packing slips at a time.'),
});
export type PackingSlipsRequest = z.infer<typeof packingSlipsRequest>;
