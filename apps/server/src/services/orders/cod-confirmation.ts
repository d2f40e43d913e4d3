import crypto from 'node:crypto';
import { codCodeLength, codCodeMaxTries, codCodeMinutes, codCodeResendSeconds, maskMobile } from '@haat/shared/rules';
import { safeEqual } from '../../auth/tokens.ts';
import type { RateLimit } from '../../auth/rate-limit.ts';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { mailLanguageOf } from '../../mail/language.ts';
import { queueSms } from '../../mail/outbox/queue.ts';
import { codConfirmationSms } from '../../mail/templates.ts';
import { acceptIfAutomatic } from './auto-accept.ts';
import { queueOrderConfirmation } from './order-mail.ts';
import { releaseOverdueOrders } from './held-orders.ts';

/**
 * Cash-on-delivery orders confirmed by a code sent to the shopper's mobile (issue 18, decision 044).
 * A COD order placed while the store asks for it waits 'awaiting_confirmation' with its stock held,
 * not accepted, its confirmation mail unsent; the right code makes it 'placed' (then auto-accept
 * and the mail, as any COD order), and the sweep releases it when no code came by `confirm_by`.
 */

const codeLifetimeMs = codCodeMinutes * 60_000;

/** New codes for one order: 5 an hour (the 30-second cool-down is the order's own `cod_code_sent_at`). */
export const codCodesPerOrder: RateLimit = { bucket: 'cod-code-order', max: 5, windowMs: 60 * 60_000 };
/** New codes asked for from one client address, whichever orders: 20 an hour. */
export const codCodeRequestsPerAddress: RateLimit = { bucket: 'cod-code-address', max: 20, windowMs: 60 * 60_000 };
/** Codes tried from one client address: 30 an hour (each code allows 5 tries of its own). */
export const codCodeChecksPerAddress: RateLimit = { bucket: 'cod-code-check-address', max: 30, windowMs: 60 * 60_000 };

export interface CodConfirmationSettings {
  /** The store asks COD orders for a code. */
  enabled: boolean;
  /** Minutes an order waits for its code before it is released. */
  minutes: number;
}

// Read by every COD order as it is placed (compiled once, decision 062).
const storeCodConfirmation = compiledStatement((db, args: { storeId: number }) => db.selectFrom('stores')
  .select(['cod_confirm_by_code', 'cod_confirm_minutes']).where('id', '=', args.storeId));

export async function codConfirmationOf(db: Db, storeId: number): Promise<CodConfirmationSettings> {
  const [store] = await storeCodConfirmation(db, { storeId });
  if (!store) throw new Error(`No store ${storeId}`);
  return { enabled: store.cod_confirm_by_code === 1, minutes: store.cod_confirm_minutes };
}

/**
 * The stored form of a code: an HMAC under the server secret with the order inside, never the code
 * nor its bare hash (a million codes hash through in an instant without the secret).
 */
function codeHash(secret: string, orderId: number, code: string): string {
  return crypto.createHmac('sha256', secret).update(`cod-code:${orderId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(crypto.randomInt(0, 10 ** codCodeLength)).padStart(codCodeLength, '0');
}

/**
 * Gives the order a fresh code and queues its SMS, in `trx`; conditional on the order still waiting
 * and, for a new code, on the last one being the one `lastSentAt` names (the cool-down's compare-and-set).
 */
async function writeCode(trx: Db, secret: string, orderId: number, now: Date, extra: { confirm_by?: string } = {}, lastSentAt?: string | null): Promise<boolean> {
  const code = newCode();
  const updated = await trx.updateTable('orders').set({
    cod_code_hash: codeHash(secret, orderId, code),
    cod_code_expires_at: new Date(now.getTime() + codeLifetimeMs).toISOString(),
    cod_code_attempts: 0,
    cod_code_sent_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...extra,
  }).where('id', '=', orderId).where('status', '=', 'awaiting_confirmation')
    .$if(lastSentAt !== undefined, (q) => q.where((eb) => lastSentAt == null ? eb('cod_code_sent_at', 'is', null) : eb('cod_code_sent_at', '=', lastSentAt)))
    .returning(['store_id', 'ship_mobile', 'language']).executeTakeFirst();
  if (!updated) return false;
  const store = await trx.selectFrom('stores').select('name').where('id', '=', updated.store_id).executeTakeFirstOrThrow();
  // In the order's language (decision 046), a new code as the first.
  const text = codConfirmationSms({ name: store.name }, { code, orderId, minutes: codCodeMinutes, language: mailLanguageOf(updated.language) });
  await queueSms(trx, { storeId: updated.store_id, to: `+91${updated.ship_mobile.replace(/\D/g, '').slice(-10)}`, text }, now);
  return true;
}

/**
 * For the placing of an order, in its transaction: whether this store's COD orders wait for a code.
 * When they do, the order must be inserted 'awaiting_confirmation' and `sendFirstCode` called.
 */
export async function codOrdersWaitForCode(trx: Db, storeId: number): Promise<boolean> {
  return (await codConfirmationOf(trx, storeId)).enabled;
}

/** The first code of a just-placed order, and the time it is released by, in the order's transaction. */
export async function sendFirstCode(trx: Db, secret: string, storeId: number, orderId: number, now: Date): Promise<void> {
  const { minutes } = await codConfirmationOf(trx, storeId);
  await writeCode(trx, secret, orderId, now, { confirm_by: new Date(now.getTime() + minutes * 60_000).toISOString() });
}

export interface OrderOwner {
  storeId: number;
  customerId: number;
}

interface WaitingOrder {
  id: number;
  status: string;
  ship_mobile: string;
  confirm_by: string | null;
  cod_code_hash: string | null;
  cod_code_expires_at: string | null;
  cod_code_attempts: number;
  cod_code_sent_at: string | null;
}

async function ownOrder(db: Db, owner: OrderOwner, orderId: number): Promise<WaitingOrder | undefined> {
  return db.selectFrom('orders')
    .select(['id', 'status', 'ship_mobile', 'confirm_by', 'cod_code_hash', 'cod_code_expires_at', 'cod_code_attempts', 'cod_code_sent_at'])
    .where('id', '=', orderId).where('store_id', '=', owner.storeId).where('customer_id', '=', owner.customerId)
    .where('payment_mode', '=', 'COD')
    .executeTakeFirst();
}

/** What the confirm step shows: where the code went, until when the order waits, when a new code may be asked for. */
export interface CodConfirmationState {
  orderId: number;
  status: string;
  mobile: string;
  confirmBy: string | null;
  codeExpiresAt: string | null;
  resendAfterSeconds: number;
}

export async function readCodConfirmation(db: Db, owner: OrderOwner, orderId: number, now: Date): Promise<CodConfirmationState | null> {
  await releaseUnconfirmedOrders(db, now);
  const order = await ownOrder(db, owner, orderId);
  if (!order) return null;
  return {
    orderId: order.id,
    status: order.status,
    mobile: maskMobile(order.ship_mobile),
    confirmBy: order.status === 'awaiting_confirmation' ? order.confirm_by : null,
    codeExpiresAt: order.status === 'awaiting_confirmation' ? order.cod_code_expires_at : null,
    resendAfterSeconds: order.status === 'awaiting_confirmation' ? resendAfter(order, now) : 0,
  };
}

function resendAfter(order: WaitingOrder, now: Date): number {
  if (!order.cod_code_sent_at) return 0;
  const ms = Date.parse(order.cod_code_sent_at) + codCodeResendSeconds * 1000 - now.getTime();
  return Math.max(0, Math.ceil(ms / 1000));
}

export type ConfirmOutcome =
  | { ok: true; already: boolean }
  | { ok: false; problem: 'not-found' | 'not-waiting' | 'released' | 'wrong' | 'expired' | 'locked' };

/**
 * Checks a code for the customer's own order. The try is counted before the code is compared (so
 * parallel guesses cannot outrun the 5 tries), the comparison is constant-time, and the move to
 * 'placed' is conditional on the status and the very code compared: two right answers at once
 * confirm the order once, and a confirmation racing the sweep either confirms or finds it released.
 */
export async function confirmCodOrder(db: Db, secret: string, owner: OrderOwner, orderId: number, code: string, now: Date): Promise<ConfirmOutcome> {
  await releaseUnconfirmedOrders(db, now);
  const order = await ownOrder(db, owner, orderId);
  if (!order) return { ok: false, problem: 'not-found' };
  if (order.status === 'cod_unconfirmed') return { ok: false, problem: 'released' };
  if (order.status !== 'awaiting_confirmation') {
    // Confirmed already (or moved on since): a second tap of Confirm, or its twin racing it.
    return order.confirm_by !== null ? { ok: true, already: true } : { ok: false, problem: 'not-waiting' };
  }
  if (!order.cod_code_hash || order.cod_code_attempts >= codCodeMaxTries) return { ok: false, problem: 'locked' };
  if (!order.cod_code_expires_at || order.cod_code_expires_at <= now.toISOString()) return { ok: false, problem: 'expired' };

  const counted = await db.updateTable('orders').set((eb) => ({ cod_code_attempts: eb('cod_code_attempts', '+', 1) }))
    .where('id', '=', orderId).where('status', '=', 'awaiting_confirmation')
    .where('cod_code_hash', '=', order.cod_code_hash).where('cod_code_attempts', '<', codCodeMaxTries)
    .returning('cod_code_attempts').executeTakeFirst();
  if (!counted) return settledMeanwhile(db, owner, orderId);
  if (!safeEqual(codeHash(secret, orderId, code), order.cod_code_hash)) {
    return { ok: false, problem: counted.cod_code_attempts >= codCodeMaxTries ? 'locked' : 'wrong' };
  }

  const at = now.toISOString();
  const confirmed = await db.transaction().execute(async (trx) => {
    const moved = await trx.updateTable('orders')
      .set({ status: 'placed', cod_code_hash: null, cod_code_expires_at: null, updated_at: at })
      .where('id', '=', orderId).where('status', '=', 'awaiting_confirmation').where('cod_code_hash', '=', order.cod_code_hash)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx.insertInto('order_events').values({
      order_id: orderId, order_line_id: null, status: 'placed', note: `Confirmed by the code sent to ${maskMobile(order.ship_mobile)}.`, at,
    }).execute();
    // Now the order is what any COD order is once placed: its mail, and acceptance when automatic.
    await queueOrderConfirmation(trx, orderId, now);
    await acceptIfAutomatic(trx, owner.storeId, orderId, 'COD', at);
    return true;
  });
  return confirmed ? { ok: true, already: false } : settledMeanwhile(db, owner, orderId);
}

/** After a conditional update found the order changed under it: say what it became. */
async function settledMeanwhile(db: Db, owner: OrderOwner, orderId: number): Promise<ConfirmOutcome> {
  const order = await ownOrder(db, owner, orderId);
  if (!order) return { ok: false, problem: 'not-found' };
  if (order.status === 'cod_unconfirmed') return { ok: false, problem: 'released' };
  if (order.status !== 'awaiting_confirmation') return { ok: true, already: true };
  // Still waiting: another try took the last one, or a new code replaced the one typed.
  return { ok: false, problem: order.cod_code_attempts >= codCodeMaxTries ? 'locked' : 'expired' };
}

export type ResendOutcome =
  | { ok: true; resendAfterSeconds: number; mobile: string }
  | { ok: false; problem: 'not-found' | 'not-waiting' | 'released' | 'cooldown'; retryAfterSeconds?: number };

/**
 * A new code for an order still waiting, replacing the old one (its tries start again), with its
 * SMS queued in the same transaction. At most one every 30 seconds per order, by a conditional
 * update on the time the last one went; the caller has taken the per-hour limits.
 */
export async function sendNewCodCode(db: Db, secret: string, owner: OrderOwner, orderId: number, now: Date): Promise<ResendOutcome> {
  await releaseUnconfirmedOrders(db, now);
  const order = await ownOrder(db, owner, orderId);
  if (!order) return { ok: false, problem: 'not-found' };
  if (order.status === 'cod_unconfirmed') return { ok: false, problem: 'released' };
  if (order.status !== 'awaiting_confirmation') return { ok: false, problem: 'not-waiting' };
  const wait = resendAfter(order, now);
  if (wait > 0) return { ok: false, problem: 'cooldown', retryAfterSeconds: wait };
  const sent = await db.transaction().execute((trx) => writeCode(trx, secret, orderId, now, {}, order.cod_code_sent_at));
  if (!sent) {
    const again = await ownOrder(db, owner, orderId);
    if (again?.status === 'awaiting_confirmation') return { ok: false, problem: 'cooldown', retryAfterSeconds: Math.max(1, resendAfter(again, now)) };
    return { ok: false, problem: again?.status === 'cod_unconfirmed' ? 'released' : 'not-waiting' };
  }
  return { ok: true, resendAfterSeconds: codCodeResendSeconds, mobile: maskMobile(order.ship_mobile) };
}

/**
 * Releases every order still waiting for its code after its `confirm_by`: stock back, status
 * 'cod_unconfirmed', its code cleared, an order event (held-orders.ts: once, however many
 * processes sweep, and never both confirmed and released).
 */
export function releaseUnconfirmedOrders(db: Db, now: Date): Promise<number> {
  return releaseOverdueOrders(db, now, {
    waiting: 'awaiting_confirmation', deadline: 'confirm_by', dueAtDeadline: true, released: 'cod_unconfirmed',
    note: 'Not confirmed by the code in time; the items went back into stock.',
    clears: { cod_code_hash: null, cod_code_expires_at: null },
  });
}
