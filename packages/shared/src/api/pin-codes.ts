import { z } from 'zod';
import { isIndianPincode, pinCodeMessages } from '../rules/pin-codes.ts';
import { okStatus } from './envelope.ts';
import { text } from './fields.ts';
import { apiPaths } from './paths.ts';
import type { Call } from './transport.ts';

/** GET /api/Get_PincodeDetails?pincode= (ours, issue 18): a PIN code as India Post's directory places it. */
export const pincodeRequest = z.object({
  pincode: text(pinCodeMessages.malformed).trim().refine(isIndianPincode, pinCodeMessages.malformed),
});

export const pincodePlaceWire = z.object({
  pincode: z.string(),
  /** What the address form's City / District gets: the district's name (decision 042). */
  city: z.string(),
  district: z.string(),
  /** One of the address form's 36 states. */
  state: z.string(),
});
export const pincodeDetailsReply = z.object({ status: okStatus, data: pincodePlaceWire });
export type PincodePlace = z.output<typeof pincodePlaceWire>;

/** The PIN code look-up (address autofill). */
export function pinCodeCalls(call: Call) {
  return {
    /** The PIN's city, district and state; a StoreApiError (400 malformed, 404 unknown) with the message to show otherwise. */
    async getPincodeDetails(pincode: string): Promise<PincodePlace> {
      return (await call('GET', `${apiPaths.pincodeDetails}?pincode=${encodeURIComponent(pincode)}`, pincodeDetailsReply)).data.data;
    },
  };
}
