import { compiledStatement, rowOf } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { MailOutboxTable } from '../../db/schema.ts';
import type { MailContent } from '../templates.ts';

/** A mail for the outbox: whom it goes to, for which store, and what it says. */
export interface MailToQueue extends MailContent {
  storeId: number;
  to: string;
}

/**
 * Writes a mail into the outbox in `db`'s transaction, due at once (decision 031): the sender
 * sends it after the commit, and a rollback takes it away with everything else. `holdUntil`
 * keeps it back until then, or until `releaseHeldMail`: a mail that will say how a refund went.
 * Returns the row's id.
 */
export async function queueMail(db: Db, mail: MailToQueue, now: Date, holdUntil?: Date): Promise<number> {
  return outboxRow(db, {
    store_id: mail.storeId, kind: 'mail', recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html,
    created_at: now.toISOString(), next_attempt_at: (holdUntil ?? now).toISOString(),
  });
}

const outboxColumns = ['store_id', 'kind', 'recipient', 'subject', 'text', 'html', 'created_at', 'next_attempt_at'] as const;
type OutboxValues = Pick<Insertable<MailOutboxTable>, (typeof outboxColumns)[number]>;

// Every order writes its mail (compiled once, decision 062); nobody has claimed it yet.
const insertOutboxRow = compiledStatement((db, row: OutboxValues) => db.insertInto('mail_outbox').values({
  ...rowOf(row, outboxColumns), claimed_by: null, claimed_until: null, sent_at: null, last_error: null,
}).returning('id'));

async function outboxRow(db: Db, row: OutboxValues): Promise<number> {
  const [written] = await insertOutboxRow(db, row);
  return written!.id;
}

/** Writes a text message into the outbox (`to` with its country code, +91…), like `queueMail`. */
export async function queueSms(db: Db, sms: { storeId: number; to: string; text: string }, now: Date): Promise<number> {
  return outboxRow(db, {
    store_id: sms.storeId, kind: 'sms', recipient: sms.to, subject: '', text: sms.text, html: null,
    created_at: now.toISOString(), next_attempt_at: now.toISOString(),
  });
}

/**
 * Makes a held mail due now, saying `content` instead when given. A mail a sender has tried
 * already (its hold ran out first) is left as it went.
 */
export async function releaseHeldMail(db: Db, id: number, now: Date, content?: MailContent): Promise<void> {
  await db.updateTable('mail_outbox')
    .set({ next_attempt_at: now.toISOString(), ...(content ? { subject: content.subject, text: content.text, html: content.html } : {}) })
    .where('id', '=', id).where('attempts', '=', 0).where('sent_at', 'is', null)
    .execute();
}
