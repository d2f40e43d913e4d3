import { z } from 'zod';
import { text } from '../api/fields.ts';
import { orderStatuses } from '../rules/order-status.ts';
import { autoAcceptRules } from '../rules/order-moves.ts';
import { codConfirmationMessages, codConfirmMinutesMax, codConfirmMinutesMin } from '../rules/cod-confirmation.ts';
import { page, pageQuery } from './lists.ts';
import { rupees } from './products.ts';

/** Wire schemas of the console's customers (issue 16) and the shop's payment settings. */

/** GET /api/console/customers: search by name, e-mail or mobile. */
export const customerListQuery = z.object({
  q: text().trim().max(100, 'Search for at most 100 characters.').optional(),
  ...pageQuery,
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerListRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  joined_at: z.string(),
  orders: z.number(),
  /** What the customer's orders the shop has taken come to, less refunds (rupees). */
  spent: z.number(),
  cod_blocked: z.boolean(),
});
export type CustomerListRow = z.infer<typeof customerListRow>;

export const customerListReply = page(customerListRow);
export type CustomerListReply = z.infer<typeof customerListReply>;

export const customerAddressWire = z.object({
  id: z.number(), name: z.string(), mobile: z.string(), address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), pincode: z.string(),
});

export const customerOrderWire = z.object({
  id: z.number(), status: z.enum(orderStatuses), payment_mode: z.enum(['COD', 'ONLINE']), total: z.number(), created_at: z.string(), items: z.number(),
});

/** A customer's page: who, their addresses, their latest orders and what they come to. */
export const consoleCustomer = customerListRow.extend({
  addresses: z.array(customerAddressWire),
  recent_orders: z.array(customerOrderWire),
});
export type ConsoleCustomer = z.infer<typeof consoleCustomer>;

export const customerMessages = { notFound: 'There is no such customer in this shop.' } as const;

/** PUT /api/console/customers/{id}/cod: stop (or again allow) cash on delivery for one customer. */
export const customerCodRequest = z.object({ blocked: z.boolean({ error: 'blocked must be true or false' }) });

export const paymentSettingsMessages = {
  min: 'Enter the smallest COD order in rupees, 0 or more.',
  max: 'Enter the largest COD order in rupees, or leave it empty for no limit.',
  maxBelowMin: 'The largest COD order must be at least the smallest.',
  fee: 'Enter the COD fee in rupees, 0 or more (at most ₹1,000).',
  autoAccept: `auto_accept must be one of ${autoAcceptRules.join(', ')}`,
  confirmMinutes: codConfirmationMessages.minutes,
} as const;

/** The shop's cash-on-delivery rules and which new orders it accepts by itself. */
export const paymentSettingsWire = z.object({
  cod: z.object({ enabled: z.boolean(), min: z.number(), max: z.number().nullable(), fee: z.number() }),
  auto_accept: z.enum(autoAcceptRules),
  /** COD orders wait for a code sent to the shopper's mobile, released after `minutes` without it (decision 044). */
  cod_confirmation: z.object({ enabled: z.boolean(), minutes: z.number().int() }),
});
export type PaymentSettings = z.infer<typeof paymentSettingsWire>;

/** PUT /api/console/store/payments (owner only). */
export const paymentSettingsRequest = z.object({
  cod: z.object({
    enabled: z.boolean({ error: 'cod.enabled must be true or false' }),
    min: rupees(paymentSettingsMessages.min, 0),
    max: rupees(paymentSettingsMessages.max, 0).nullable(),
    fee: rupees(paymentSettingsMessages.fee, 0).max(1000, paymentSettingsMessages.fee),
  }).refine((cod) => cod.max === null || cod.max >= cod.min, { path: ['max'], message: paymentSettingsMessages.maxBelowMin }),
  auto_accept: z.enum(autoAcceptRules, { error: paymentSettingsMessages.autoAccept }),
  /** Left out: unchanged. */
  cod_confirmation: z.object({
    enabled: z.boolean({ error: 'cod_confirmation.enabled must be true or false' }),
    minutes: z.number({ error: paymentSettingsMessages.confirmMinutes }).int(paymentSettingsMessages.confirmMinutes)
      .min(codConfirmMinutesMin, paymentSettingsMessages.confirmMinutes).max(codConfirmMinutesMax, paymentSettingsMessages.confirmMinutes),
  }).optional(),
});
export type PaymentSettingsRequest = z.input<typeof paymentSettingsRequest>;
