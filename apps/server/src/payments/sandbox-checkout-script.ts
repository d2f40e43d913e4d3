import fs from 'node:fs';

/**
 * The sandbox gateway's browser script (sandbox-checkout.js beside this file), read once at
 * startup: plain browser JavaScript offering Razorpay's `new Razorpay(options).open()`, served
 * as it is, with no build step.
 */
export const sandboxCheckoutScript: string = fs.readFileSync(new URL('./sandbox-checkout.js', import.meta.url), 'utf8');
