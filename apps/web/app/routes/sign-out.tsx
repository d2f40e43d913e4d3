import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { clearSessionCookies, isSignedIn, withCookies } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

/** Where a sign-out may land: /login (spec §4), or /logout when asked from that page. */
function landing(form: FormData | null): string {
  return form?.get('redirectTo') === '/logout' ? '/logout' : '/login';
}

/**
 * Sign Out: the server revokes the token and answers with the Set-Cookie lines that clear the
 * session; ours follow, so the cookies go even when the token was already dead or the call failed.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  let serverLines: string[] = [];
  if (isSignedIn(request)) {
    try {
      serverLines = (await storeApi(context).signOut()).setCookies;
    } catch {
      // A token the server no longer knows is signed out already.
    }
  }
  return redirect(landing(form), { headers: withCookies([...serverLines, ...clearSessionCookies()]) });
}

/** A plain visit (not a post) gets the page with the Logout button. */
export function loader() {
  return redirect('/logout');
}
