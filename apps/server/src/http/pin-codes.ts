import { Hono } from 'hono';
import { apiPaths, pincodeRequest } from '@haat/shared/api';
import { pinCodeMessages } from '@haat/shared/rules';
import { findPinCode } from '../pin-codes/lookup.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** Get_PincodeDetails (ours, issue 18): anyone may ask, as the address form does while the shopper types. */
export function pinCodeRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get(apiPaths.pincodeDetails, async (c) => {
    const parsed = pincodeRequest.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? pinCodeMessages.malformed);
    const place = await findPinCode(db, parsed.data.pincode);
    if (!place) throw new ApiError(404, pinCodeMessages.unknown(parsed.data.pincode));
    // The directory changes only with a new release of its package: a day's keeping is safe.
    c.header('cache-control', 'public, max-age=86400');
    return c.json({ status: 'true', data: { pincode: place.pin, city: place.city, district: place.district, state: place.state } });
  });

  return app;
}
