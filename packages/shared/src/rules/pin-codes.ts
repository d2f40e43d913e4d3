/** An Indian PIN code: six digits, the first (the postal region) 1 to 9. */
export function isIndianPincode(value: string): boolean {
  return /^[1-9][0-9]{5}$/.test(value);
}

/** What the shopper hears about a PIN code the store cannot use (issue 18). */
export const pinCodeMessages = {
  malformed: 'A PIN code is 6 digits and does not start with 0.',
  unknown: (pin: string) => `${pin} is not a PIN code in India Post's directory. Check the number.`,
  stateDiffers: (pin: string, state: string) => `PIN code ${pin} is in ${state}. Choose ${state} as the state, or check the PIN code.`,
} as const;
