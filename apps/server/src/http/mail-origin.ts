import type { Context } from 'hono';
import { logger } from '@haat/shared/log';
import type { Db } from '../db/database.ts';
import { mailLinkOrigin, storeHostNames } from '../services/accounts/password-reset.ts';

/**
 * The origin of a link mailed from this request (a reset, an invitation, an order's page):
 * PUBLIC_URL, or the request's own when its host is one of the store's, never a forged Host
 * (mailLinkOrigin says why). Warns, naming `what`, when it had to fall back to localhost.
 */
export async function mailOriginOf(c: Context, db: Db, storeId: number, publicUrl: string | undefined, what: string): Promise<string> {
  const url = new URL(c.req.url);
  const { origin, guessed } = mailLinkOrigin({
    publicUrl, requestOrigin: `${url.protocol}//${c.req.header('host') ?? url.host}`, storeHosts: await storeHostNames(db, storeId),
  });
  if (guessed) logger.warn(`${what} points at localhost: set PUBLIC_URL or register the store's host`, { host: c.req.header('host') });
  return origin;
}
