import { pinCodeMessages } from '@haat/shared/rules';
import type { Db } from '../db/database.ts';
import { findPinCode, type PinPlace } from './lookup.ts';

/**
 * The directory's place for an address about to be saved, or the message refusing it: a PIN
 * India Post does not know, or a state the PIN is not in (a typo in either would send the parcel
 * astray, and the store's delivery rules go by the PIN).
 */
export async function addressPlace(db: Db, pincode: string, state: string): Promise<{ place: PinPlace } | { refusal: string }> {
  const place = await findPinCode(db, pincode);
  if (!place) return { refusal: pinCodeMessages.unknown(pincode) };
  if (place.state !== state) return { refusal: pinCodeMessages.stateDiffers(pincode, place.state) };
  return { place };
}
