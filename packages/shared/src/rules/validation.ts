import { messages } from './messages.ts';

export const passwordMinLength = 8;
export const passwordMaxLength = 16;

/** Every password rule the value breaks, in the spec's order (accounts spec §5, §8); [] when valid. */
export function passwordProblems(password: string): string[] {
  // Length in characters, not UTF-16 units, so an emoji counts once.
  const length = Array.from(password).length;
  const problems: string[] = [];
  if (length < passwordMinLength) problems.push(messages.passwordTooShort);
  if (length > passwordMaxLength) problems.push(messages.passwordTooLong);
  if (!/\p{Lu}/u.test(password)) problems.push(messages.passwordNeedsUppercase);
  if (!/\p{Ll}/u.test(password)) problems.push(messages.passwordNeedsLowercase);
  if (!/[0-9]/.test(password)) problems.push(messages.passwordNeedsNumber);
  return problems;
}

/** "Passwords do not match." when confirm differs, else null. */
export function confirmPasswordProblem(password: string, confirm: string): string | null {
  return password === confirm ? null : messages.passwordsDoNotMatch;
}

/** Exactly 10 ASCII digits (Indian mobile numbers, entered without +91). */
export function isTenDigitMobile(value: string): boolean {
  return /^[0-9]{10}$/.test(value);
}

/** Exactly 6 ASCII digits, the spec's only pin code rule. */
export function isSixDigitPincode(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

/** A simple, sane e-mail check: something@domain.tld, no spaces, one @; the server has the last word. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);
}

/** "This field is required" for blank input, else null. */
export function requiredProblem(value: string): string | null {
  return value.trim() === '' ? messages.fieldRequired : null;
}

/** Registration phone: null when valid, else its message. */
export function phoneProblem(value: string): string | null {
  return isTenDigitMobile(value.trim()) ? null : messages.phoneTenDigits;
}

/** Address form mobile: null when valid, else its message. */
export function mobileProblem(value: string): string | null {
  return isTenDigitMobile(value.trim()) ? null : messages.mobileTenDigits;
}

/** Address form zip code: null when valid, else its message. */
export function pincodeProblem(value: string): string | null {
  return isSixDigitPincode(value.trim()) ? null : messages.zipSixDigits;
}

/** The 28 states and 8 union territories, official names, alphabetical. */
export const indianStates = [
  'Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh',
  'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep',
  'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand',
  'West Bengal',
] as const;

export type IndianState = (typeof indianStates)[number];

/** Whether a value is exactly one of the 36 names (the state dropdown's only values). */
export function isIndianState(value: string): value is IndianState {
  return (indianStates as readonly string[]).includes(value);
}
