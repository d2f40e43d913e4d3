import { z } from 'zod';

/**
 * The console API's own reply shapes (decision 021 §2): `{status: 'true', data}` on success;
 * `{status: 'false', message, fields?}` on failure, where `fields` maps a form field to the
 * message shown beside it.
 */
export function consoleReply<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('true'), data });
}

export const consoleErrorReply = z.object({
  status: z.literal('false'),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ConsoleErrorReply = z.infer<typeof consoleErrorReply>;

/** The name of the console's session cookie: HttpOnly, SameSite=Strict, Path=/console. */
export const consoleSessionCookie = 'haat_console';
/** The header an unsafe cookie-authenticated console call carries its XSRF token in. */
export const consoleXsrfHeader = 'x-xsrf-token';
