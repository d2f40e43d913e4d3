import type { StoreApi } from '@haat/shared/api';

let client: Promise<StoreApi> | null = null;

/**
 * The Store API client for calls made from the browser (same origin as the page). Loaded on
 * first use: the client brings the zod schemas, which no page needs for its first paint.
 */
export function browserStoreApi(): Promise<StoreApi> {
  client ??= import('@haat/shared/api').then(({ createStoreApi }) => createStoreApi({ baseUrl: window.location.origin }));
  return client;
}
