import crypto from 'node:crypto';
import { safeEqual } from './tokens.ts';

/** The HttpOnly cookie that marks a browser a customer has signed in on before. */
export const knownDeviceCookie = 'known_device';
/** How long a browser stays known after its last sign-in: 180 days. */
export const knownDeviceSeconds = 180 * 24 * 60 * 60;

/**
 * A browser's proof that this customer signed in on it: the customer id and the time, signed
 * with the server secret. It only lifts the per-account ceiling of sign-in attempts, so that a
 * stranger guessing from many addresses cannot lock the customer out of their own browser
 * (decision 017); every other limit still applies to it.
 */
export function knownDeviceToken(secret: string, customerId: number, now: Date): string {
  const issued = now.getTime().toString(36);
  return `${customerId}.${issued}.${sign(secret, customerId, issued)}`;
}

/** Whether the cookie's value was issued to this customer by this server and has not aged out. */
export function isKnownDevice(secret: string, customerId: number, token: string | undefined, now: Date): boolean {
  const [id, issued, signature] = token?.split('.') ?? [];
  if (id !== String(customerId) || !issued || !signature) return false;
  const age = now.getTime() - parseInt(issued, 36);
  return age >= 0 && age < knownDeviceSeconds * 1000 && safeEqual(signature, sign(secret, customerId, issued));
}

function sign(secret: string, customerId: number, issued: string): string {
  return crypto.createHmac('sha256', secret).update(`known-device:${customerId}:${issued}`).digest('base64url');
}
