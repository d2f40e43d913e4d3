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

/** GET /api/Get_DeliveryEstimate?pincode= (ours, issue 18): what the store promises a PIN, from its delivery rules. */
export const deliveryEstimateWire = pincodePlaceWire.extend({
  /** Whether the store delivers there at all. */
  delivers: z.boolean(),
  /** The delivery day in India, YYYY-MM-DD; null where the store does not deliver. */
  delivery_by: z.string().nullable(),
  /** Working days (Sundays not counted); null where the store does not deliver. */
  days: z.number().int().nullable(),
  zone: z.enum(['city', 'state', 'india']).nullable(),
  /** Whether cash on delivery is offered there. */
  cod: z.boolean(),
  /** "Delivery by Mon, 30 Nov", or why not. */
  message: z.string(),
});
export const deliveryEstimateReply = z.object({ status: okStatus, data: deliveryEstimateWire });
export type DeliveryEstimateAnswer = z.output<typeof deliveryEstimateWire>;

/** The PIN code look-up (address autofill) and the product page's Check delivery. */
export function pinCodeCalls(call: Call) {
  return {
    /** The PIN's city, district and state; a StoreApiError (400 malformed, 404 unknown) with the message to show otherwise. */
    async getPincodeDetails(pincode: string): Promise<PincodePlace> {
      return (await call('GET', `${apiPaths.pincodeDetails}?pincode=${encodeURIComponent(pincode)}`, pincodeDetailsReply)).data.data;
    },
    /** Whether and when the store delivers to a PIN, and whether COD is offered there; refusals as above. */
    async getDeliveryEstimate(pincode: string): Promise<DeliveryEstimateAnswer> {
      return (await call('GET', `${apiPaths.deliveryEstimate}?pincode=${encodeURIComponent(pincode)}`, deliveryEstimateReply)).data.data;
    },
  };
}
