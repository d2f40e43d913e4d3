import { redirect } from 'react-router';
import { consoleSessionCookie } from '@haat/shared/console-api';
import type { Route } from './+types/logout';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { homePath } from '../lib/paths.ts';
import { setCookiesOf } from '../lib/session.server.ts';

// Sign-out is a post (the menu's button); a visit by link just goes home.
export function loader() {
  throw redirect(homePath);
}

/** Ends the session on the server and drops the cookie, even when the session had ended already. */
export async function action({ context }: Route.ActionArgs) {
  let headers = new Headers();
  try {
    headers = setCookiesOf(await consoleApi(context).transport.raw('logout'));
  } catch {
    // Expired, revoked or a stale form: the cookie goes all the same.
  }
  if (headers.getSetCookie().length === 0) {
    headers.append('Set-Cookie', `${consoleSessionCookie}=; Path=/console; Max-Age=0; HttpOnly; SameSite=Strict`);
  }
  throw redirect('/login', { headers });
}
