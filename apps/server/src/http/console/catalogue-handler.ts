import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Actor } from '../../services/console/audit.ts';
import type { ConsoleContext } from '../../services/console/console-write.ts';
import { ConsoleRefusal, type ConsoleRefusalKind } from '../../services/console/refusal.ts';
import type { ApiDeps } from '../env.ts';
import { ApiError } from '../errors.ts';
import { staffOf, type ConsoleEnv } from './router.ts';

const refusalStatus: Record<ConsoleRefusalKind, ContentfulStatusCode> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** A catalogue handler whose services' refusals become the console's error replies, and whose result is `data`. */
export function answer(work: (c: Context<ConsoleEnv>) => Promise<unknown>): Handler<ConsoleEnv> {
  return async (c) => {
    try {
      return c.json({ status: 'true', data: await work(c) });
    } catch (error) {
      if (error instanceof ConsoleRefusal) throw new ApiError(refusalStatus[error.kind], error.message, error.fields);
      throw error;
    }
  };
}

/** Who makes a console change: the signed-in staff member of this store, and the request. */
export function actorOf(c: Context<ConsoleEnv>): Actor & { staffId: number } {
  return { storeId: c.get('store').id, staffId: staffOf(c).staffId, requestId: c.get('requestId') ?? null };
}

/** What a console service needs to make a change on behalf of the signed-in staff member. */
export function contextOf(c: Context<ConsoleEnv>, deps: ApiDeps): ConsoleContext {
  return { db: deps.db, now: deps.now, changes: deps.changes, actor: actorOf(c) };
}

/** The query string validated like a body: a 400 naming the first bad parameter, and each beside its name. */
export function readConsoleQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (field !== '' && !(field in fields)) fields[field] = issue.message;
  }
  throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request.', fields);
}
