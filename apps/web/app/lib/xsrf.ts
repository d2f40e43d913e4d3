import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell.ts';

/**
 * The form field that carries the session's XSRF token (decisions 008 and 020). Every form that
 * changes a signed-in shopper's data posts it; the page's action hands it to the Store API as
 * `X-XSRF-TOKEN` beside the session cookie, and the API checks it as it checks any cookie call.
 */
export const xsrfFieldName = 'xsrfToken';

/** The session's XSRF token, as the page was rendered with it (empty for a guest). */
export function useXsrfToken(): string {
  return useRouteLoaderData<ShellData>('root')?.session.xsrf ?? '';
}
