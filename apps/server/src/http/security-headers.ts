import { scriptNonceHeader } from '@haat/shared/api';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { forwardedClient } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { isWhole } from './whole-answer.ts';

export interface SecurityHeadersOptions {
  /** Razorpay is the gateway: its checkout script, frames and calls are allowed. */
  razorpay: boolean;
  /** How many proxies of ours stand in front (TRUST_PROXY), whose X-Forwarded-Proto is believed. */
  trustedProxies: number;
}

/** Hono's default: half a year. Sent only on HTTPS answers (a browser ignores it on HTTP anyway). */
const strictTransportSecurity = 'max-age=15552000; includeSubDomains';

/**
 * The Content-Security-Policy for an answer, with its page's script nonce when it has one. Only
 * scripts the page itself wrote with the nonce, or loaded from this origin (and Razorpay's, when
 * it is the gateway), run: an injected inline script does not (decision 018).
 */
function contentSecurityPolicy(razorpay: boolean): (nonce: string | null) => string {
  const scriptOrigins = ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])].join(' ');
  const rest = [
    // 'unsafe-inline' for styles only: React writes `style` props as attributes (star ratings,
    // the gallery's slide, icon sizes) and sonner adds its stylesheet at run time without a
    // nonce. A style cannot run code; scripts get no such allowance.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com${razorpay ? ' https://api.razorpay.com https://checkout.razorpay.com' : ''}`,
    `connect-src 'self'${razorpay ? ' https://api.razorpay.com https://lumberjack.razorpay.com' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  const withoutNonce = `default-src 'self'; script-src ${scriptOrigins}; ${rest}`;
  return (nonce) => (nonce === null ? withoutNonce : `default-src 'self'; script-src ${scriptOrigins} 'nonce-${nonce}'; ${rest}`);
}

/** Browser features the shop never uses are off for it and every frame; payment only for Razorpay's. */
function permissionsPolicy(razorpay: boolean) {
  return {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [],
    usb: [],
    serial: [],
    hid: [],
    midi: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
    displayCapture: [],
    browsingTopics: [],
  };
}

/**
 * Whether the shopper's connection is HTTPS: the request's own URL, or, behind trusted proxies,
 * the scheme our outermost proxy says it was reached by (read as X-Forwarded-For is: values
 * further left were sent by the client).
 */
function overHttps(c: Context<AppEnv>, trustedProxies: number): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (trustedProxies === 0) return false;
  return forwardedClient(c.req.header('x-forwarded-proto'), trustedProxies)?.toLowerCase() === 'https';
}

/** The security headers of every answer that leaves the process. */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const policy = contentSecurityPolicy(options.razorpay);
  const others = secureHeaders({
    // The policy is set below, per answer, with the page's nonce; HSTS only on HTTPS.
    strictTransportSecurity: false,
    permissionsPolicy: permissionsPolicy(options.razorpay),
    crossOriginEmbedderPolicy: false,
    // Not 'no-referrer': with it Chromium posts forms with `Origin: null`, which React Router's
    // CSRF check refuses, so forms would fail without JavaScript. Other sites still see only
    // our origin, never a path (reset tokens live in paths' query strings).
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-site',
  });
  // The headers hono's secureHeaders sets with these options, taken from it once (it sets them
  // after the answer is made), so that each answer gets them in one plain loop: hono's own
  // middleware added an async layer and a pass over its options to every call.
  const taken: Array<[string, string]> = [];
  const recorder = { set: (name: string, value: string) => { taken.push([name, value]); }, has: () => false, delete: () => true };
  const ready = others({ res: { headers: recorder } } as unknown as Context, async () => undefined).then(() => taken);
  let fixed: Array<[string, string]> | undefined;
  // The same headers as one object each without and with HSTS, for answers made whole (whole-answer.ts).
  let overHttp: Readonly<Record<string, string>> = {};
  let overTls: Readonly<Record<string, string>> = {};
  return async (c, next) => {
    if (fixed === undefined) {
      fixed = await ready;
      overHttp = Object.freeze({ ...Object.fromEntries(fixed), 'Content-Security-Policy': policy(null) });
      overTls = Object.freeze({ ...overHttp, 'Strict-Transport-Security': strictTransportSecurity });
    }
    const https = overHttps(c, options.trustedProxies);
    c.set('securityHeaders', https ? overTls : overHttp);
    await next();
    if (isWhole(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of fixed) headers.set(name, value);
    headers.delete('X-Powered-By');
    const nonce = headers.get(scriptNonceHeader);
    if (nonce !== null) headers.delete(scriptNonceHeader);
    headers.set('Content-Security-Policy', policy(nonce));
    if (https) headers.set('Strict-Transport-Security', strictTransportSecurity);
  };
}
