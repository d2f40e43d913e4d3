import type { z } from 'zod';

/** One documented Store API call: its JSON reply, or the type of file it answers with. */
export type Operation = OperationBase & ({ reply: z.ZodType; file?: never } | { file: 'application/pdf'; reply?: never });

interface OperationBase {
  method: 'get' | 'post';
  path: string;
  summary: string;
  request?: z.ZodType;
  /** Needs a signed-in customer (bearer token, or the user_token cookie plus X-XSRF-TOKEN). */
  auth?: boolean;
  /** The body is form-encoded (only /token). */
  form?: boolean;
  /** The query string's fields, validated with this schema; documented as query parameters. */
  query?: z.ZodObject;
  /** Further OpenAPI parameter objects (headers such as Idempotency-Key). */
  parameters?: Array<Record<string, unknown>>;
}
