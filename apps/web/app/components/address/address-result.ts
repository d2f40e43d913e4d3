import type { AddressErrors } from './address-values.ts';

/**
 * Where the address form and the Remove confirmation post from any page (saved addresses,
 * checkout): the action of /address-form. The token is HttpOnly, so only a route action on the
 * server can make these calls.
 */
export const addressActionPath = '/address-form';

export type AddressIntent = 'save' | 'delete';

/** What that action answers; the form and the removal hook read it through their fetchers. */
export type AddressActionResult =
  | { ok: true; intent: AddressIntent; message: string }
  | { ok: false; intent: AddressIntent; message?: string; fieldErrors?: AddressErrors; needsLogin?: boolean };
