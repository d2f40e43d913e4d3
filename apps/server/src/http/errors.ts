import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { deniedMessage } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { logger } from '@haat/shared/log';

/** A failure the client caused or should hear about, answered as `{status: 'false', message}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  /** The console's form errors: a message to show beside each named field. */
  readonly fields: Record<string, string> | undefined;
  constructor(status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

/** The spec's ASP.NET-style refusal: HTTP 401 `{Message: "Authorization has been denied for this request."}`. */
export class DeniedError extends Error {
  override name = 'DeniedError';
  constructor() {
    super(deniedMessage);
  }
}

/** The app-wide error handler: known errors keep their message; anything else is logged, never leaked. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof DeniedError) return c.json({ Message: deniedMessage }, 401);
  if (error instanceof ApiError) {
    const body = error.fields ? { status: 'false', message: error.message, fields: error.fields } : { status: 'false', message: error.message };
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ status: 'false', message: error.message || 'Request could not be handled.' }, status);
  }
  logger.error('A request failed', { method: c.req.method, path: c.req.path, requestId: c.get('requestId'), error });
  return c.json({ status: 'false', message: messages.somethingWentWrongTryAgain }, 500);
}
