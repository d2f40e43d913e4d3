import { Hono, type Context } from 'hono';
import { apiPaths, pincodeRequest } from '@haat/shared/api';
import { deliveryMessages, formatDeliveryDate, pinCodeMessages } from '@haat/shared/rules';
import { findPinCode } from '../pin-codes/lookup.ts';
import { estimateForPin } from '../services/delivery/delivery-estimate.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** The asked PIN, or a 400 with the message to show. */
function askedPin(c: Context<AppEnv>): string {
  const parsed = pincodeRequest.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? pinCodeMessages.malformed);
  return parsed.data.pincode;
}

/**
 * Get_PincodeDetails and Get_DeliveryEstimate (ours, issue 18): anyone may ask, as the address
 * form does while the shopper types and the product page's Check delivery does.
 */
export function pinCodeRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();

  app.get(apiPaths.pincodeDetails, async (c) => {
    const pin = askedPin(c);
    const place = await findPinCode(db, pin);
    if (!place) throw new ApiError(404, pinCodeMessages.unknown(pin));
    // The directory changes only with a new release of its package: a day's keeping is safe.
    c.header('cache-control', 'public, max-age=86400');
    return c.json({ status: 'true', data: { pincode: place.pin, city: place.city, district: place.district, state: place.state } });
  });

  app.get(apiPaths.deliveryEstimate, async (c) => {
    const pin = askedPin(c);
    const found = await estimateForPin(db, c.get('store').id, pin, now());
    if (!found.place) throw new ApiError(404, pinCodeMessages.unknown(pin));
    const { place, estimate } = found;
    // The day moves at midnight and the rules with the console: never kept.
    c.header('cache-control', 'no-store');
    const where = { pincode: place.pin, city: place.city, district: place.district, state: place.state };
    return c.json({
      status: 'true',
      data: estimate.served
        ? { ...where, delivers: true, delivery_by: estimate.deliveryBy, days: estimate.days, zone: estimate.zone, cod: estimate.cod, message: `Delivery by ${formatDeliveryDate(estimate.deliveryBy)}` }
        : { ...where, delivers: false, delivery_by: null, days: null, zone: null, cod: false, message: deliveryMessages.notServed(pin) },
    });
  });

  return app;
}
