import type { z } from 'zod';
import type { DeliverySettings, deliverySettingsRequest } from '@haat/shared/console-api';
import { deliveryMessages } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { findPinCode } from '../../pin-codes/lookup.ts';
import { deliveryRulesOf, rulesFromWire, rulesToWire } from '../delivery/delivery-rules.ts';
import { changedFields, writeAudit, type Actor } from './audit.ts';
import { ConsoleRefusal } from './refusal.ts';

/** The delivery settings screen's rules, with where the dispatch PIN lies. */
export async function readDeliverySettings(db: Db, storeId: number): Promise<DeliverySettings> {
  const rules = rulesToWire(await deliveryRulesOf(db, storeId));
  const place = rules.dispatch_pin ? await findPinCode(db, rules.dispatch_pin) : null;
  return { ...rules, dispatch_place: place && { city: place.city, state: place.state } };
}

/**
 * Changes them, with the audit row in the same transaction; the next product page and checkout
 * read them (no cache holds them). A dispatch PIN India Post does not know is refused: every
 * zone is counted from it.
 */
export async function updateDeliverySettings(db: Db, actor: Actor, input: z.output<typeof deliverySettingsRequest>, now: Date): Promise<DeliverySettings> {
  if (input.dispatch_pin && !await findPinCode(db, input.dispatch_pin)) {
    const message = deliveryMessages.dispatchPinUnknown(input.dispatch_pin);
    throw new ConsoleRefusal('invalid', message, { dispatch_pin: message });
  }
  const rules = rulesToWire(rulesFromWire({ ...input, states: [...new Set(input.states)] }));
  await db.transaction().execute(async (trx) => {
    const before = rulesToWire(await deliveryRulesOf(trx, actor.storeId));
    await trx.updateTable('stores').set({ delivery_rules: JSON.stringify(rules) }).where('id', '=', actor.storeId).execute();
    const flat = (r: typeof rules) => ({ dispatch_pin: r.dispatch_pin, states: r.states.join(', '), ranges: r.ranges.map((x) => `${x.from}-${x.to}`).join(', '), days: JSON.stringify(r.days), cod: JSON.stringify(r.cod) });
    const changed = changedFields(flat(before), flat(rules));
    if (changed) await writeAudit(trx, actor, { action: 'store.delivery', entityType: 'store', entityId: actor.storeId, ...changed }, now);
  });
  return readDeliverySettings(db, actor.storeId);
}
