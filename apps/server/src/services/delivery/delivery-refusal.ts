import { deliveryMessages } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { estimateForPin } from './delivery-estimate.ts';

/**
 * Why an order cannot go to this address under the store's delivery rules (the shopper reads it
 * at checkout, before any payment), or null: a PIN the store does not deliver to (or one India
 * Post does not know, on an address saved before PINs were checked), or cash on delivery in a
 * zone the store does not offer it in.
 */
export async function deliveryRefusal(db: Db, storeId: number, pincode: string, online: boolean, now: Date): Promise<string | null> {
  const found = await estimateForPin(db, storeId, pincode, now);
  if (!found.place || !found.estimate.served) return deliveryMessages.addressNotServed(pincode);
  if (!online && !found.estimate.cod) return deliveryMessages.codNotInZone;
  return null;
}
