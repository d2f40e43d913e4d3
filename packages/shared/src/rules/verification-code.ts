/** How many digits a verification code has: the sign-up card's boxes, the server's codes, the checks. */
export const verificationCodeLength = 6;

/** A code as a shopper must type it: exactly `verificationCodeLength` ASCII digits. */
export function isVerificationCode(value: string): boolean {
  return value.length === verificationCodeLength && /^[0-9]+$/.test(value);
}
