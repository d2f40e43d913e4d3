import { consoleXsrfHeader } from '@haat/shared/console-api';
import { xsrfFieldName } from '../app/lib/xsrf.ts';

const urlencoded = /^application\/x-www-form-urlencoded\b/i;

/**
 * The XSRF token a post carries: the `X-XSRF-TOKEN` header (uploads sent by fetch), else the
 * `xsrfToken` field of an urlencoded form, read from a copy of the body (the action reads the
 * request itself). A multipart body is never parsed for it: it may be an image or a CSV of
 * many megabytes, and is streamed on to the API instead.
 */
export async function postedXsrfToken(request: Request): Promise<string | undefined> {
  const header = request.headers.get(consoleXsrfHeader);
  if (header) return header;
  if (!urlencoded.test(request.headers.get('content-type') ?? '')) return undefined;
  try {
    const value = new URLSearchParams(await request.clone().text()).get(xsrfFieldName);
    return value ? value : undefined;
  } catch {
    return undefined;
  }
}
