import type { StoreApi } from '@haat/shared/api';
import { readCookie } from './cookies.ts';

let client: Promise<StoreApi> | null = null;

/**
 * The Store API client for calls made from the browser (same origin as the page). Loaded on
 * first use: the client brings the zod schemas, which no page needs for its first paint.
 */
export function browserStoreApi(): Promise<StoreApi> {
  client ??= import('@haat/shared/api').then(({ createStoreApi }) => createStoreApi({
    baseUrl: window.location.origin,
    // The session cookie rides along by itself; unsafe calls must echo the XSRF cookie (decision 008).
    xsrfToken: () => readCookie(document.cookie, 'XSRF-TOKEN'),
  }));
  return client;
}
