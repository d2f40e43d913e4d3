import type { MiddlewareHandler } from 'hono';
import type { StoreResolver } from '../services/stores/stores.ts';
import { ApiError } from './errors.ts';
import type { AppEnv } from './env.ts';

/** Resolves the store from the Host header once per request; unknown hosts get the default store. */
export function storeContext(stores: StoreResolver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The URL's host stands in when a client could not set the Host header itself.
    const store = await stores.resolve(c.req.header('host') ?? new URL(c.req.url).host);
    if (!store) throw new ApiError(503, 'This shop is not set up yet. Run `npm run db:seed` to create the demo store.');
    c.set('store', store);
    await next();
  };
}
