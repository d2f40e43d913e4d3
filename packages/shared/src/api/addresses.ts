import { z } from 'zod';
import { messages } from '../rules/messages.ts';
import { joinName } from '../rules/names.ts';
import { isEmail, isIndianState, isSixDigitPincode, isTenDigitMobile } from '../rules/validation.ts';
import { okStatus } from './envelope.ts';
import { rowId, text } from './fields.ts';

/** An address as Get_AllAddress reads it (accounts spec §3). */
export const addressWire = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  emailid: z.string(),
  mobileno: z.string(),
  pincode: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  district: z.string(),
  STATENAME: z.string(),
});
export const addressListReply = z.object({ status: okStatus, data: z.array(addressWire) });

const required = text(messages.fieldRequired).trim().min(1, messages.fieldRequired);

/** An address as insert_Customer_add sends it; every field required (spec §5). */
export const addressSaveRequest = z.object({
  name: required.max(100, 'Name is too long.'),
  email: required.toLowerCase().refine(isEmail, messages.emailInvalid),
  mobile: required.refine(isTenDigitMobile, messages.mobileTenDigits),
  address1: required.max(200, 'Address is too long.'),
  address2: required.max(200, 'Locality / Town is too long.'),
  country: z.literal('India', { error: 'country must be India.' }).default('India'),
  city: required.max(100, 'City / District is too long.'),
  district: text().max(100).default(''),
  pincode: required.refine(isSixDigitPincode, messages.zipSixDigits),
  state: required.refine(isIndianState, messages.stateNotListed),
});
export const addressUpdateRequest = addressSaveRequest.extend({ id: rowId('id must be an address id.') });
export const addressDeleteRequest = z.object({ id: rowId('id must be an address id.') });

export interface Address {
  id: number;
  /** The form's single Name field: first and last name joined. */
  name: string;
  email: string;
  mobile: string;
  address1: string;
  /** Locality / Town. */
  address2: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
}

/** The fields the address form edits (id absent when adding). */
export type AddressInput = Omit<Address, 'id' | 'district'>;

export function toAddress(wire: z.output<typeof addressWire>): Address {
  return {
    id: wire.id,
    name: joinName(wire.firstname, wire.lastname),
    email: wire.emailid,
    mobile: wire.mobileno,
    address1: wire.address1,
    address2: wire.address2,
    city: wire.city,
    district: wire.district,
    state: wire.STATENAME,
    pincode: wire.pincode,
  };
}

/** The save payload of the spec: country always India, district empty (one City / District field). */
export function toAddressPayload(input: AddressInput) {
  return { ...input, country: 'India' as const, district: '' };
}
