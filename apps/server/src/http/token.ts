import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiPaths, tokenRequest } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { knownDeviceCookie } from '../auth/known-device.ts';
import { signIn } from '../services/accounts/sign-in.ts';
import { limitBody, maxBodyBytes } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { setKnownDeviceCookie, setSessionCookies } from './session-cookies.ts';

type OAuthError = 'invalid_request' | 'unsupported_grant_type' | 'invalid_grant' | 'too_many_attempts';

/** RFC 6749 §5.1: token replies, good or bad, must never be cached. */
const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function oauthError(c: Context, status: ContentfulStatusCode, error: OAuthError, description: string, headers: Record<string, string> = {}) {
  return c.json({ error, error_description: description }, status, { ...noStore, ...headers });
}

/** The form fields of a token request, or the OAuth2 error that refuses it. */
async function readTokenForm(c: Context): Promise<{ params: URLSearchParams } | { error: OAuthError; description: string }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    return { error: 'invalid_request', description: 'The request body must be form-encoded (application/x-www-form-urlencoded).' };
  }
  const params = new URLSearchParams(await c.req.text());
  for (const name of ['username', 'password', 'grant_type']) {
    // RFC 6749 §3.2: a parameter sent twice is ambiguous, so the request is refused.
    if (params.getAll(name).length > 1) return { error: 'invalid_request', description: `${name} was sent more than once.` };
  }
  const grantType = params.get('grant_type');
  if (!grantType) return { error: 'invalid_request', description: 'grant_type is required.' };
  if (grantType !== 'password') return { error: 'unsupported_grant_type', description: "grant_type must be 'password'." };
  return { params };
}

/** POST /token: the OAuth2 password grant (accounts spec §7), answered in OAuth2's own shapes. */
export function tokenRoutes({ db, now, secrets }: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(apiPaths.token, limitBody(maxBodyBytes, (c) => oauthError(c, 413, 'invalid_request', messages.requestTooLarge)));
  app.post(apiPaths.token, async (c) => {
    const form = await readTokenForm(c);
    if ('error' in form) return oauthError(c, 400, form.error, form.description);
    const parsed = tokenRequest.safeParse({
      username: form.params.get('username') ?? '',
      password: form.params.get('password') ?? '',
      grant_type: form.params.get('grant_type'),
    });
    if (!parsed.success) return oauthError(c, 400, 'invalid_request', parsed.error.issues[0]?.message ?? 'Invalid request.');

    const result = await signIn(db, now, secrets.session, {
      storeId: c.get('store').id,
      username: parsed.data.username,
      password: parsed.data.password,
      address: c.get('clientAddress'),
      knownDevice: getCookie(c, knownDeviceCookie),
    });
    if (result.outcome === 'too-many-attempts') {
      return oauthError(c, 429, 'too_many_attempts', messages.tooManySignIns, { 'Retry-After': String(result.retryAfterSeconds) });
    }
    if (result.outcome === 'invalid') return oauthError(c, 400, 'invalid_grant', messages.signInRejected);

    setSessionCookies(c, secrets.session, result, result.customer);
    setKnownDeviceCookie(c, result.knownDevice);
    return c.json({ access_token: result.token, token_type: 'bearer', expires_in: result.expiresIn }, 200, noStore);
  });

  return app;
}
