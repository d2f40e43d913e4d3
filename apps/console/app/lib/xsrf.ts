import { useRouteLoaderData } from 'react-router';

/**
 * The form field that carries the session's XSRF token (decision 021 §2). Every console form
 * posts it; server/handler.ts hands it to the console API as `X-XSRF-TOKEN` beside the cookie.
 */
export const xsrfFieldName = 'xsrfToken';

/** The session's XSRF token as the page was rendered with it (empty when signed out). */
export function useXsrfToken(): string {
  return useRouteLoaderData<{ xsrfToken?: string }>('root')?.xsrfToken ?? '';
}
