import type { z } from 'zod';

/** One documented Store API call. */
export interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  request?: z.ZodType;
  reply: z.ZodType;
  /** Needs a signed-in customer (bearer token, or the user_token cookie plus X-XSRF-TOKEN). */
  auth?: boolean;
  /** The body is form-encoded (only /token). */
  form?: boolean;
  /** OpenAPI parameter objects: headers (Idempotency-Key) and query fields. */
  parameters?: Array<Record<string, unknown>>;
}
