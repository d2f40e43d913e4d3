import { z } from 'zod';

/** The spec's success flag travels as the string 'true' (anything else is a failure). */
export const okStatus = z.literal('true');

/** `{status: 'true', data: [...]}`, the reply shape of most Store API calls. */
export function listReply<T extends z.ZodType>(item: T) {
  return z.object({ status: okStatus, data: z.array(item) });
}

/** The error shape of every failed call: HTTP 4xx with `{status: 'false', message}`. */
export const errorReply = z.object({ status: z.literal('false'), message: z.string() });
export type ErrorReply = z.infer<typeof errorReply>;

/** The ASP.NET-style denial the spec documents for a missing or bad token (HTTP 401). */
export const deniedMessage = 'Authorization has been denied for this request.';
export const deniedReply = z.object({ Message: z.literal(deniedMessage) });

/** An empty JSON object, the body of the spec's "empty body" POST calls. */
export const emptyBody = z.object({}).strict();
