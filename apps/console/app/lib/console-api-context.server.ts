import { createContext, type RouterContextProvider } from 'react-router';
import type { ConsoleApi } from '@haat/shared/console-api';

/** What server/handler.ts knows of the request that loaders and actions need. */
export interface ConsoleRequest {
  /** The console API client, calling as the session of the request (bearer or cookie + XSRF). */
  api: ConsoleApi;
  /** Whether a session cookie came with the request. */
  signedIn: boolean;
}

/** Set by server/handler.ts; context keys match by identity, so the key lives in this bundle. */
export const consoleRequestContext = createContext<ConsoleRequest>();

/** The console API client of a loader or action. */
export function consoleApi(context: Readonly<RouterContextProvider>): ConsoleApi {
  return context.get(consoleRequestContext).api;
}

/** Whether the request carried a console session cookie. */
export function hasSession(context: Readonly<RouterContextProvider>): boolean {
  return context.get(consoleRequestContext).signedIn;
}
