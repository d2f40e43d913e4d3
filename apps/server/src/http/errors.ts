import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the client caused or should hear about, answered as `{status: 'false', message}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}

export const genericFailure = 'Something went wrong. Please try again.';

/** The app-wide error handler: known errors keep their message; anything else is logged, never leaked. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return c.json({ status: 'false', message: error.message }, error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ status: 'false', message: error.message || 'Request could not be handled.' }, status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ status: 'false', message: genericFailure }, 500);
}
