import { useRouteLoaderData } from 'react-router';
import type { ConsoleMe } from '@haat/shared/console-api';

/**
 * The form field that carries the session's XSRF token (decision 021 §2). Every console form
 * posts it; server/handler.ts hands it to the console API as `X-XSRF-TOKEN` beside the cookie.
 */
export const xsrfFieldName = 'xsrfToken';

/** The session's XSRF token, from the signed-in shell's `me` (empty on the signed-out pages). */
export function useXsrfToken(): string {
  return useRouteLoaderData<{ me?: ConsoleMe }>('routes/console-layout')?.me?.xsrf_token ?? '';
}
