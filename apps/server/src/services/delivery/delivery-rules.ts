import { deliverySettingsRequest } from '@haat/shared/console-api';
import { defaultDeliveryRules, type DeliveryRules } from '@haat/shared/rules';
import type { z } from 'zod';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { logger } from '@haat/shared/log';

/** The console's wire form of the rules (snake_case) as the rules module takes them. */
export function rulesFromWire(wire: z.output<typeof deliverySettingsRequest>): DeliveryRules {
  return { dispatchPin: wire.dispatch_pin, states: wire.states, ranges: wire.ranges, days: wire.days, cod: wire.cod };
}

export function rulesToWire(rules: DeliveryRules): z.output<typeof deliverySettingsRequest> {
  return { dispatch_pin: rules.dispatchPin, states: rules.states, ranges: rules.ranges, days: rules.days, cod: rules.cod };
}

// Read by every delivery estimate and every order (compiled once, decision 062).
const storeDeliveryRules = compiledStatement((db, args: { storeId: number }) => db.selectFrom('stores').select('delivery_rules').where('id', '=', args.storeId));

/**
 * A store's delivery rules. Stored as the console's wire JSON and read back through the same
 * schema, so a row can never hold rules the console would refuse; one that does not parse (hand
 * edited) falls back to the defaults, logged, rather than stopping every checkout.
 */
export async function deliveryRulesOf(db: Db, storeId: number): Promise<DeliveryRules> {
  const [row] = await storeDeliveryRules(db, { storeId });
  if (!row) throw new Error(`No store ${storeId}`);
  if (row.delivery_rules === '') return defaultDeliveryRules;
  let json: unknown = null;
  try {
    json = JSON.parse(row.delivery_rules);
  } catch {
    // Reported below with the schema's refusal.
  }
  const parsed = deliverySettingsRequest.safeParse(json);
  if (parsed.success) return rulesFromWire(parsed.data);
  logger.error('A store\'s delivery rules do not parse; the defaults apply', { storeId });
  return defaultDeliveryRules;
}
