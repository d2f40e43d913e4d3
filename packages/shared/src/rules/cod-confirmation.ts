/**
 * Cash-on-delivery orders confirmed by a code to the shopper's mobile (issue 18, decision 044):
 * the numbers and the words the server, the storefront's confirm step and the console share.
 */

/** The code's digits (the same length as the sign-up verification code). */
export const codCodeLength = 6;
/** A code works for 10 minutes and survives 5 wrong tries; then only a new code helps. */
export const codCodeMinutes = 10;
export const codCodeMaxTries = 5;
/** Seconds between two codes for one order: the "Send a new code" countdown. */
export const codCodeResendSeconds = 30;
/** How long a store may let an order wait for its code (minutes): the console's bounds. */
export const codConfirmMinutesMin = 10;
export const codConfirmMinutesMax = 24 * 60;
export const codConfirmMinutesDefault = 30;

export const codConfirmationMessages = {
  codeIncomplete: `Please enter the ${codCodeLength}-digit code from the SMS.`,
  codeWrong: 'That code is not right. Please check the SMS and try again.',
  codeExpired: 'This code has expired. Tap "Send a new code" for a fresh one.',
  codeLocked: 'Too many wrong tries for this code. Tap "Send a new code" for a fresh one.',
  released: 'This order was not confirmed in time, so it has been released and its items went back on sale. Please order again.',
  notWaiting: 'This order does not need a code.',
  confirmed: 'Thank you! Your order is confirmed.',
  alreadyConfirmed: 'Your order is confirmed already.',
  tooManyCodes: 'Too many codes asked for this order. Please try again later.',
  tooManyChecks: 'Too many codes tried. Please try again in an hour.',
  placedToConfirm: 'Your order is placed. Please confirm it with the code we have sent to your mobile.',
  minutes: `Enter the minutes an order waits for its code: ${codConfirmMinutesMin} to ${codConfirmMinutesMax}.`,
} as const;

/** A code as it must be typed: exactly six ASCII digits. */
export function isCodCode(value: string): boolean {
  return value.length === codCodeLength && /^[0-9]+$/.test(value);
}

/** The mobile a code went to, as shown back: +91 ******3210 (a 10-digit Indian mobile, with or without +91). */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `+91 ******${digits.slice(-4)}`;
}
