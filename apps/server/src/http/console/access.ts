import type { Context } from 'hono';
import {
  consoleLoginRequest, consoleMessages, joinRequest, type ConsoleMe, type ConsoleSignedIn, type StaffRole,
} from '@haat/shared/console-api';
import { revokeStaffSession } from '../../auth/staff-sessions.ts';
import { rateLimiter } from '../../auth/rate-limit.ts';
import { consoleXsrfTokenFor } from '../../auth/tokens.ts';
import { signInStaff } from '../../services/console/console-sign-in.ts';
import { previewInvitation, type InvitationProblem } from '../../services/console/invitations.ts';
import { joinsPerAddress, joinWithInvitation } from '../../services/console/join.ts';
import { ApiError } from '../errors.ts';
import { clearConsoleCookie, setConsoleCookie } from './console-cookie.ts';
import { readConsoleJson } from './read-console-json.ts';
import { staffOf, type ConsoleArea, type ConsoleEnv } from './router.ts';

const invitationMessages: Record<InvitationProblem | 'already-member' | 'race', string> = {
  invalid: consoleMessages.invitationInvalid,
  expired: consoleMessages.invitationExpired,
  used: consoleMessages.invitationUsed,
  revoked: consoleMessages.invitationRevoked,
  'already-member': consoleMessages.alreadyMember,
  race: consoleMessages.joinTryAgain,
};

const noStore = { 'Cache-Control': 'no-store' };

/** A 429 in the console's shape, with the seconds to wait. */
export function tooMany(c: Context, retryAfterSeconds: number, message: string = consoleMessages.tooManyAttempts): Response {
  return c.json({ status: 'false', message }, 429, { 'Retry-After': String(retryAfterSeconds) });
}

/** Answers a new session: the cookie for the browser, the token for scripts, the role and the store. */
function signedIn(c: Context<ConsoleEnv>, session: { token: string; expiresIn: number; role: StaffRole }): Response {
  setConsoleCookie(c, session);
  const { id, name } = c.get('store');
  const data: ConsoleSignedIn = { token: session.token, role: session.role, store: { id, name } };
  return c.json({ status: 'true', data }, 200, noStore);
}

/** Sign-in, sign-out, who-am-I, and joining a shop with an invitation. */
export const accessArea: ConsoleArea = (route, { db, now, secrets }) => {
  route('login', async (c) => {
    const { email, password } = await readConsoleJson(c, consoleLoginRequest);
    const result = await signInStaff(db, now, {
      storeId: c.get('store').id, email, password, address: c.get('clientAddress'), userAgent: c.req.header('user-agent') ?? '',
    });
    if (result.outcome === 'too-many-attempts') return tooMany(c, result.retryAfterSeconds);
    if (result.outcome === 'invalid') throw new ApiError(400, consoleMessages.badCredentials);
    return signedIn(c, result);
  });

  route('logout', async (c) => {
    await revokeStaffSession(db, staffOf(c).sessionId, now());
    clearConsoleCookie(c);
    return c.json({ status: 'true', data: { signed_out: true } });
  });

  route('me', (c) => {
    const staff = staffOf(c);
    const { id, name } = c.get('store');
    const data: ConsoleMe = {
      staff: { id: staff.staffId, name: staff.name, email: staff.email },
      role: staff.role,
      store: { id, name },
      xsrf_token: consoleXsrfTokenFor(secrets.session, staff.token),
    };
    return c.json({ status: 'true', data }, 200, { 'Cache-Control': 'private, no-store' });
  });

  route('invitationPreview', async (c) => {
    const token = c.req.query('token') ?? '';
    const preview = token === '' || token.length > 200
      ? { ok: false as const, problem: 'invalid' as const }
      : await previewInvitation(db, c.get('store'), token, now());
    if (!preview.ok) throw new ApiError(400, invitationMessages[preview.problem]);
    return c.json({ status: 'true', data: preview.preview }, 200, noStore);
  });

  route('join', async (c) => {
    const input = await readConsoleJson(c, joinRequest);
    const taken = await rateLimiter(db, now).take(joinsPerAddress, c.get('clientAddress'));
    if (!taken.ok) return tooMany(c, taken.retryAfterSeconds);
    const joined = await joinWithInvitation(db, now(), {
      storeId: c.get('store').id, ...input, userAgent: c.req.header('user-agent') ?? '',
    });
    if (!joined.ok) {
      if ('fields' in joined) throw new ApiError(400, Object.values(joined.fields)[0]!, joined.fields);
      const conflict = joined.problem === 'already-member' || joined.problem === 'race';
      throw new ApiError(conflict ? 409 : 400, invitationMessages[joined.problem]);
    }
    return signedIn(c, joined);
  });
};
