import { xsrfFieldName } from '../app/lib/xsrf.ts';

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The XSRF token a page's form posted, read from a copy of the body (the action reads the
 * request itself); undefined when the post is no form or carries none.
 */
export async function postedXsrfToken(request: Request): Promise<string | undefined> {
  if (!formTypes.test(request.headers.get('content-type') ?? '')) return undefined;
  try {
    const value = (await request.clone().formData()).get(xsrfFieldName);
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}
