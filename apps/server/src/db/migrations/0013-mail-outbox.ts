import { sql, type Kysely } from 'kysely';
import { withId, withStore } from './helpers.ts';

/**
 * The mail outbox (issue 17, decision 031): every mail and text message the shop sends is a row
 * written in the transaction that gives rise to it (an order placed, moved or cancelled), and a
 * sender in every server process sends it after the commit. A rollback leaves no row; a commit
 * always leaves one, which a restart or another process sends if this one cannot.
 *
 * `next_attempt_at` is when the row is due (null once sent, or given up); `claimed_by` and
 * `claimed_until` say which sender has it and until when (a crashed sender's claim runs out);
 * `attempts` counts the sends tried, `last_error` says why the last one failed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withStore(withId(db, db.schema.createTable('mail_outbox')))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('mail', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // "Due and unsent": only the rows still waiting are in it, so it stays small however much was sent.
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at')
    .where('next_attempt_at', 'is not', null).execute();
  // Pruning the sent rows.
  await db.schema.createIndex('mail_outbox_sent').on('mail_outbox').column('sent_at')
    .where('sent_at', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
