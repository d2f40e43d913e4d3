import type { Context } from 'hono';
import { z } from 'zod';
import { consoleMessages } from '@haat/shared/console-api';
import { readJson } from '../body.ts';
import { ApiError } from '../errors.ts';

/**
 * Reads a console call's JSON body (its size already limited by the router) and validates it.
 * Bad input is a 400 in the console's shape: the first problem as the message, and each
 * field's first problem under `fields`, for the form to show beside the field.
 */
export async function readConsoleJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(c, z.unknown()));
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (field !== '' && !(field in fields)) fields[field] = issue.message;
  }
  throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request.', fields);
}

/** A whole-number path parameter (a row id), or a 404: no row has any other id. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2 ** 31 - 1) throw new ApiError(404, consoleMessages.notFound);
  return id;
}
