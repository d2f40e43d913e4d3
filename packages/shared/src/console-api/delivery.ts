import { z } from 'zod';
import { deliveryMessages, maxDeliveryDays } from '../rules/delivery.ts';
import { isIndianPincode } from '../rules/pin-codes.ts';
import { isIndianState } from '../rules/validation.ts';

const pin = (message: string) => z.string({ error: message }).trim().refine(isIndianPincode, message);
const days = z.number({ error: deliveryMessages.days }).int(deliveryMessages.days).min(0, deliveryMessages.days).max(maxDeliveryDays, deliveryMessages.days);
const allowed = (zone: string) => z.boolean({ error: `cod.${zone} must be true or false` });

/** The store's delivery rules as the console reads and sends them (issue 18). */
const deliveryRulesFields = {
  /** Where parcels leave from; null until set (then every PIN is "rest of India"). */
  dispatch_pin: pin(deliveryMessages.dispatchPin).nullable(),
  /** States delivered to; with no ranges either, all of India. */
  states: z.array(z.string().refine((state): boolean => isIndianState(state), { error: (issue) => deliveryMessages.state(String(issue.input)) })).max(36),
  ranges: z.array(z.object({ from: pin(deliveryMessages.range), to: pin(deliveryMessages.range) })
    .refine((r) => r.from <= r.to, deliveryMessages.range)).max(200, 'At most 200 PIN ranges.'),
  days: z.object({ city: days, state: days, india: days })
    .refine((d) => d.city <= d.state && d.state <= d.india, deliveryMessages.daysOrder),
  cod: z.object({ city: allowed('city'), state: allowed('state'), india: allowed('india') }),
};

/** PUT /api/console/store/delivery (owner only). */
export const deliverySettingsRequest = z.object(deliveryRulesFields);
export type DeliverySettingsRequest = z.input<typeof deliverySettingsRequest>;

/** GET /api/console/store/delivery: the rules, and where the dispatch PIN lies. */
export const deliverySettingsWire = z.object({
  ...deliveryRulesFields,
  dispatch_pin: z.string().nullable(),
  dispatch_place: z.object({ city: z.string(), state: z.string() }).nullable(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsWire>;
