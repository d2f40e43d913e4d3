import { createContext, type RouterContextProvider } from 'react-router';
import type { StoreApi } from '@haat/shared/api';

/**
 * The Store API client for this request. Set by server/handler.ts; React Router context keys
 * match by identity, so the key lives in the web bundle itself.
 */
export const storeApiContext = createContext<StoreApi>();

/** The Store API client of a loader or action. */
export function storeApi(context: Readonly<RouterContextProvider>): StoreApi {
  return context.get(storeApiContext);
}

/** Makes a client that calls as the customer holding `token` (the session just signed in to). */
export type StoreApiForToken = (token: string) => StoreApi;
export const storeApiForTokenContext = createContext<StoreApiForToken>();

/** A client for a token the request's cookies do not carry yet: the one /token just issued. */
export function storeApiForToken(context: Readonly<RouterContextProvider>, token: string): StoreApi {
  return context.get(storeApiForTokenContext)(token);
}
