import type { Address, AddressInput } from '@haat/shared/api';
import { isEmail, isIndianState, messages, mobileProblem, pincodeProblem, requiredProblem } from '@haat/shared/rules';

/** The address form's fields, in the spec's order (accounts spec §2). */
export const addressFieldNames = ['name', 'email', 'mobile', 'address1', 'address2', 'state', 'city', 'pincode'] as const;
export type AddressField = (typeof addressFieldNames)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const mobileLength = 10;
export const pincodeLength = 6;

export const emptyAddress: AddressValues = {
  name: '', email: '', mobile: '', address1: '', address2: '', state: '', city: '', pincode: '',
};

/** The form's starting values: the address being edited, or blank. */
export function valuesOf(address: Address | null | undefined): AddressValues {
  if (!address) return emptyAddress;
  const { name, email, mobile, address1, address2, state, city, pincode } = address;
  return { name, email, mobile, address1, address2, state, city, pincode };
}

/** Digits only, cut to `length`: mobile and zip code are limited while typing (spec §5). */
export function digitsOnly(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/**
 * Checks beyond "required": mobile 10 digits, zip 6 digits (spec §5); e-mail and state are the
 * server's own checks, made here too so that the shopper hears them beside the field.
 */
const formatChecks: Partial<Record<AddressField, (value: string) => string | null>> = {
  email: (value) => (isEmail(value.trim()) ? null : messages.emailInvalid),
  mobile: mobileProblem,
  pincode: pincodeProblem,
  state: (value) => (isIndianState(value) ? null : messages.stateNotListed),
};

/** Each field's first problem; {} when the address can be saved. */
export function addressProblems(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of addressFieldNames) {
    const problem = requiredProblem(values[field]) ?? formatChecks[field]?.(values[field]) ?? null;
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function hasProblems(errors: AddressErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The form's values from a posted form (missing fields are blank). */
export function readAddressForm(form: FormData): AddressValues {
  const values = { ...emptyAddress };
  for (const field of addressFieldNames) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Valid values as the Store API client takes them (trimmed). */
export function toAddressInput(values: AddressValues): AddressInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    state: values.state,
    city: values.city.trim(),
    pincode: values.pincode.trim(),
  };
}
