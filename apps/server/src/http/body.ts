import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors.ts';

/** Largest JSON body any Store API call accepts; far above a 40-line cart. */
export const maxBodyBytes = 64 * 1024;

/** Reads the JSON body and validates it; a bad body is a 400 with the first problem named. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > maxBodyBytes) throw new ApiError(413, 'Request body is too large.');
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Request body must be valid JSON.');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, `${where}${issue?.message ?? 'Invalid request.'}`);
  }
  return parsed.data;
}

/**
 * Reads a JSON body a shopper filled in (registration, profile, address, password forms). A
 * bad field answers with the rule's own text and no field prefix: these are the spec's words
 * (§5, §8), and the forms show them as they are.
 */
export async function readFormJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(c, z.unknown()));
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data;
}
