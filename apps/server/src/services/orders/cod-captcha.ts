import crypto from 'node:crypto';
import { captchaLength, messages } from '@haat/shared/rules';
import { safeEqual } from '../../auth/tokens.ts';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { OrderRefusal } from './order-refusal.ts';

/** How long a COD captcha can be answered: 10 minutes. */
export const codCaptchaSeconds = 10 * 60;

/** A captcha as the shopper answers it: the signed id the page holds, the digits typed, and whose session it is. */
export interface CodCaptchaAnswer {
  id: string;
  code: string;
  sessionId: number;
}

function signature(secret: string, id: string, sessionId: number): string {
  return crypto.createHmac('sha256', secret).update(`cod-captcha:${id}:${sessionId}`).digest('base64url');
}

/**
 * Issues a COD captcha to a session: 4 random digits, kept in the database for 10 minutes. The
 * page gets the id signed for that session (the digits only as a picture); expired ones go.
 */
export async function issueCodCaptcha(db: Db, secret: string, sessionId: number, now: Date): Promise<{ captchaId: string; code: string }> {
  await db.deleteFrom('cod_captchas').where('expires_at', '<', now.toISOString()).execute();
  const id = crypto.randomBytes(16).toString('base64url');
  const code = String(crypto.randomInt(0, 10 ** captchaLength)).padStart(captchaLength, '0');
  await db.insertInto('cod_captchas').values({
    id, session_id: sessionId, code, created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + codCaptchaSeconds * 1000).toISOString(), used_at: null,
  }).execute();
  return { captchaId: `${id}.${signature(secret, id, sessionId)}`, code };
}

/** The captcha's own id when the signed id was issued to this session by this server; else null. */
export function codCaptchaIdOf(secret: string, signedId: string, sessionId: number): string | null {
  const [id = '', mac = '', ...rest] = signedId.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  return safeEqual(mac, signature(secret, id, sessionId)) ? id : null;
}

/**
 * Spends the captcha for the order being written in `trx`: one conditional update, so of any
 * number of submits (from any process) at most one finds it unused. Right digits, this session,
 * not expired, or the order is refused (and rolled back with everything else).
 */
export async function spendCodCaptcha(trx: Db, answer: CodCaptchaAnswer | undefined, now: Date): Promise<void> {
  const at = now.toISOString();
  const spent = answer && (await spendCaptcha(trx, { id: answer.id, sessionId: answer.sessionId, code: answer.code, at }))[0];
  if (!spent) throw new OrderRefusal('invalid', messages.invalidCaptcha);
}

// Every COD order runs it (compiled once, decision 062).
const spendCaptcha = compiledStatement((db, args: { id: string; sessionId: number; code: string; at: string }) => db.updateTable('cod_captchas')
  .set({ used_at: args.at })
  .where('id', '=', args.id).where('session_id', '=', args.sessionId).where('code', '=', args.code)
  .where('used_at', 'is', null).where('expires_at', '>', args.at)
  .returning('id'));

/** A wrong answer spends the captcha as well: one guess per picture, however many are tried. */
export async function burnCodCaptcha(db: Db, answer: CodCaptchaAnswer, now: Date): Promise<void> {
  await db.updateTable('cod_captchas').set({ used_at: now.toISOString() })
    .where('id', '=', answer.id).where('session_id', '=', answer.sessionId).where('used_at', 'is', null).execute();
}

/** Whether an order was refused for its captcha (the caller then burns it). */
export function isCaptchaRefusal(error: unknown): boolean {
  return error instanceof OrderRefusal && error.message === messages.invalidCaptcha;
}
