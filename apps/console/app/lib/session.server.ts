import { data, redirect, type RouterContextProvider } from 'react-router';
import { can, ConsoleApiError, consoleMessages, type ConsoleCallName, type ConsoleMe } from '@haat/shared/console-api';
import { consoleApi, hasSession } from './console-api-context.server.ts';

type Context = Readonly<RouterContextProvider>;

// One `me` call per request, however many loaders (root, layout, page) ask in parallel.
const asked = new WeakMap<Context, Promise<ConsoleMe | null>>();

/** The signed-in staff member, role and shop; null when signed out or the session ended. */
export function loadMe(context: Context): Promise<ConsoleMe | null> {
  let me = asked.get(context);
  if (!me) {
    me = askMe(context);
    asked.set(context, me);
  }
  return me;
}

async function askMe(context: Context): Promise<ConsoleMe | null> {
  if (!hasSession(context)) return null;
  try {
    return await consoleApi(context).me();
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) return null;
    throw error;
  }
}

/** The staff member of a page that needs one; otherwise off to sign-in, coming back here after. */
export async function requireMe(context: Context, request: Request): Promise<ConsoleMe> {
  const me = await loadMe(context);
  if (me) return me;
  throw redirect(`/login?next=${encodeURIComponent(pagePath(request))}`);
}

/** The page a request is for: a client navigation's data request (`/console/staff.data?_routes=…`) names its page. */
function pagePath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  return url.pathname.replace(/\.data$/, '') + url.search;
}

/** Refuses a page whose call the role may not make, with the API's own 403 message. */
export function requireCall(me: ConsoleMe, call: ConsoleCallName): void {
  if (!can(me.role, call)) throw data(consoleMessages.roleRefused, { status: 403 });
}

/** The Set-Cookie headers of an API answer, to hand on to the browser (sign-in, join, sign-out). */
export function setCookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * A record the page's URL names (a product, a job) read for a loader: when this shop has no such
 * record, or the role may not see it, the page answers 404 or 403 with the API's message instead
 * of failing as a broken page.
 */
export async function pageRecord<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ConsoleApiError && (error.status === 403 || error.status === 404)) throw data(error.message, { status: error.status });
    throw error;
  }
}
