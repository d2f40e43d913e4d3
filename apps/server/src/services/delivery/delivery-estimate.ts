import { codRulesOf } from '../orders/cod-rules.ts';
import { deliveryEstimate, type DeliveryEstimate } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { findPinCode, type PinPlace } from '../../pin-codes/lookup.ts';
import { deliveryRulesOf } from './delivery-rules.ts';

export type PlaceEstimate = { place: null } | { place: PinPlace; estimate: DeliveryEstimate };

/**
 * What a store promises a PIN: not a PIN at all (place null), not served, or the delivery day and
 * whether cash on delivery is offered there (its zone allows it and the shop offers COD at all).
 */
export async function estimateForPin(db: Db, storeId: number, pin: string, now: Date): Promise<PlaceEstimate> {
  const place = await findPinCode(db, pin);
  if (!place) return { place: null };
  const [rules, cod] = await Promise.all([deliveryRulesOf(db, storeId), codRulesOf(db, storeId)]);
  const dispatch = rules.dispatchPin ? await findPinCode(db, rules.dispatchPin) : null;
  const estimate = deliveryEstimate(rules, place, dispatch, now);
  return { place, estimate: estimate.served ? { ...estimate, cod: estimate.cod && cod.enabled } : estimate };
}
