import type { Context, Handler, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  consoleCalls, consoleMessages, consoleSessionCookie, consoleXsrfHeader, type ConsoleCall, type ConsoleCallName,
} from '@haat/shared/console-api';
import { findStaffSession, type StaffSession } from '../../auth/staff-sessions.ts';
import { consoleXsrfTokenFor, safeEqual } from '../../auth/tokens.ts';
import { limitApiBody } from '../body.ts';
import { ApiError } from '../errors.ts';
import type { ApiDeps, AppEnv } from '../env.ts';

/** A console request's staff member, with the token that proved it. */
export interface StaffAuth extends StaffSession {
  token: string;
}

export type ConsoleEnv = AppEnv & { Variables: { staff: StaffAuth } };

/** Registers one call of the table: its method and path, its body limit and its guard come from there. */
export type ConsoleRoute = (name: ConsoleCallName, ...handlers: Array<Handler<ConsoleEnv>>) => void;

/** One area of the console API (staff, products, images, …) registering its calls. */
export type ConsoleArea = (route: ConsoleRoute, deps: ApiDeps) => void;

/** Bodies a console call may send: JSON edits are small; an image and an import are not. */
const bodyLimits: Partial<Record<ConsoleCallName, number>> = {
  imageUpload: 16 * 1024 * 1024,
  categoryImage: 16 * 1024 * 1024,
  bannerUpload: 16 * 1024 * 1024,
  bannerPhoneUpload: 16 * 1024 * 1024,
  storeLogo: 16 * 1024 * 1024,
  storeFavicon: 16 * 1024 * 1024,
  productImport: 128 * 1024 * 1024,
};
export const consoleJsonBodyBytes = 256 * 1024;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token a console request carries: the bearer header first, else the console cookie. */
function consoleToken(c: Context): { token: string; from: 'bearer' | 'cookie' } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer) return { token: bearer, from: 'bearer' };
  const cookie = getCookie(c, consoleSessionCookie);
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

/**
 * The guard in front of every console call but join and sign-in: a live console session of
 * this store (401 otherwise, a customer's token included), a role the table allows (403), and
 * for a cookie-carried session on an unsafe call, the session's XSRF token (403).
 */
export function requireStaff(call: ConsoleCall, deps: ApiDeps): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const found = consoleToken(c);
    const session = found && await findStaffSession(deps.db, c.get('store').id, found.token, deps.now());
    if (!found || !session) throw new ApiError(401, consoleMessages.signInRequired);
    if (found.from === 'cookie' && !safeMethods.has(c.req.method)) {
      if (c.req.header('sec-fetch-site') === 'cross-site') throw new ApiError(403, consoleMessages.xsrfRefused);
      const echoed = c.req.header(consoleXsrfHeader) ?? '';
      if (!safeEqual(echoed, consoleXsrfTokenFor(deps.secrets.session, found.token))) throw new ApiError(403, consoleMessages.xsrfRefused);
    }
    if (call.roles !== 'none' && call.roles !== 'member' && !call.roles.includes(session.role)) {
      throw new ApiError(403, consoleMessages.roleRefused);
    }
    c.set('staff', { ...session, token: found.token });
    await next();
  };
}

/** The staff member behind requireStaff. */
export function staffOf(c: Context<ConsoleEnv>): StaffAuth {
  return c.get('staff');
}

/**
 * The console API: every call of the table, each behind its body limit and guard. A call no
 * area has built yet answers 501 behind the same guard, so the table and the routes always
 * agree and the role matrix covers every call.
 */
export function consoleApiRoutes(deps: ApiDeps, areas: ConsoleArea[]): Hono<AppEnv> {
  const built = new Map<ConsoleCallName, Array<Handler<ConsoleEnv>>>();
  const route: ConsoleRoute = (name, ...handlers) => {
    if (built.has(name)) throw new Error(`console call ${name} registered twice`);
    built.set(name, handlers);
  };
  for (const area of areas) area(route, deps);
  const notBuilt: Handler<ConsoleEnv> = () => { throw new ApiError(501, 'This part of the console is not built yet.'); };
  // Registered in the table's order, whatever the areas' order: a fixed path such as
  // /products/export comes before the /products/:id it would otherwise match.
  const app = new Hono<ConsoleEnv>();
  for (const name of Object.keys(consoleCalls) as ConsoleCallName[]) {
    const call: ConsoleCall = consoleCalls[name];
    const guard: Array<Handler<ConsoleEnv>> = call.roles === 'none' ? [] : [requireStaff(call, deps)];
    const limit = limitApiBody(bodyLimits[name] ?? consoleJsonBodyBytes) as Handler<ConsoleEnv>;
    app.on(call.method, call.path, limit, ...guard, ...(built.get(name) ?? [notBuilt]));
  }
  return app as unknown as Hono<AppEnv>;
}
