import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { engineOf } from '../../db/engine.ts';
import type { MailOutboxTable } from '../../db/schema.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

/**
 * Claims up to `limit` due rows for `worker` until `now + leaseMs`, in one conditional update:
 * a row is due when its time has come and nobody holds it (or the holder's claim ran out: it
 * died). Two processes never both claim a row: SQLite runs one writer at a time, and PostgreSQL
 * skips rows another claim has locked and re-checks the conditions on any it waited for.
 */
export async function claimDueMail(db: Db, worker: string, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const lock = engineOf(db) === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const result = await sql<OutboxRow>`
    UPDATE mail_outbox SET claimed_by = ${worker}, claimed_until = ${until}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE next_attempt_at <= ${at} AND (claimed_until IS NULL OR claimed_until < ${at})
      ORDER BY next_attempt_at, id LIMIT ${limit} ${lock}
    )
      AND next_attempt_at <= ${at} AND (claimed_until IS NULL OR claimed_until < ${at})
    RETURNING *`.execute(db);
  return result.rows;
}

/** Marks sent what `worker` still holds; the text goes, so no code or reset link outlives its sending. */
export async function markSent(db: Db, worker: string, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('mail_outbox')
    .set({ sent_at: now.toISOString(), next_attempt_at: null, claimed_by: null, claimed_until: null, text: '', html: null })
    .where('id', 'in', ids).where('claimed_by', '=', worker)
    .execute();
}

/** Records a failed send: due again at `retryAt`, or never (null: given up). */
export async function markFailed(db: Db, worker: string, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.updateTable('mail_outbox')
    .set({ last_error: error.slice(0, 1000), next_attempt_at: retryAt?.toISOString() ?? null, claimed_by: null, claimed_until: null })
    .where('id', '=', id).where('claimed_by', '=', worker)
    .execute();
}

/** Deletes what was sent before `before`: the outbox is not an archive. */
export async function pruneSentMail(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('mail_outbox').where('sent_at', '<', before.toISOString()).execute();
}
