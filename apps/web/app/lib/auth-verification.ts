import { isTenDigitMobile, messages } from '@haat/shared/rules';
import { emailProblem } from './auth-validation.ts';

/** How the sign-up card reaches the shopper: e-mail, or SMS to an Indian mobile (+91 only). */
export type Channel = 'email' | 'phone';

export function channelOf(value: unknown): Channel {
  return value === 'phone' ? 'phone' : 'email';
}

/** The e-mail address or the 10-digit mobile as the shopper typed it, checked before any code is sent. */
export function contactProblem(channel: Channel, value: string): string | null {
  if (channel === 'email') return emailProblem(value);
  return isTenDigitMobile(value.trim()) ? null : messages.phoneTenDigits;
}

/** "+91 98765 43210" or the e-mail address, as the card shows where the code went. */
export function contactLabel(channel: Channel, value: string): string {
  return channel === 'phone' ? `+91 ${value.slice(0, 5)} ${value.slice(5)}` : value;
}

/** The code step's state, carried from one post to the next in hidden fields. */
export interface CodeStep {
  step: 'code';
  channel: Channel;
  value: string;
  /** Changes with every code sent: the Resend countdown restarts from `resendAfter`. */
  sendId: string;
  resendAfter: number;
  /** Changes with every failed check: the boxes are cleared for another try. */
  attemptId: string;
  notice?: string;
  error?: string;
}

export interface ContactStep {
  step: 'contact';
  channel: Channel;
  value: string;
  fieldError?: string;
  error?: string;
}
