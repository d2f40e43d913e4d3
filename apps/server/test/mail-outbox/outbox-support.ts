import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/database.ts';
import type { Mailer, OutgoingMail } from '../../src/mail/mailer.ts';
import { queueMail } from '../../src/mail/outbox/queue.ts';

/** The .json beside each message the outbox folder holds (the local stand-in for SMTP), in `dirs`. */
export function mailsIn(...dirs: string[]): Array<{ to: string; subject?: string; text: string }> {
  return dirs.filter((dir) => fs.existsSync(dir)).flatMap((dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject?: string; text: string }));
}

/** A mailer that refuses the first `failures` mails, then keeps what it is given, each after `delayMs` (a mail server's time). */
export function flakyMailer(failures: number, delayMs = 0): Mailer & { sent: OutgoingMail[]; tried: number } {
  const mailer = {
    sent: [] as OutgoingMail[],
    tried: 0,
    async send(mail: OutgoingMail) {
      mailer.tried += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (mailer.tried <= failures) throw new Error(`SMTP 451: try again later (${mailer.tried})`);
      mailer.sent.push(mail);
    },
    async sms() { throw new Error('no SMS in this test'); },
  };
  return mailer;
}

/** Queues `count` mails to distinct addresses (outbox-<tag>-<n>@example.in), due at `now`. */
export async function queueMails(db: Db, storeId: number, tag: string, count: number, now: Date): Promise<string[]> {
  const to = Array.from({ length: count }, (_, n) => `outbox-${tag}-${n}@example.in`);
  await db.transaction().execute(async (trx) => {
    for (const address of to) await queueMail(trx, { storeId, to: address, subject: `Mail ${address}`, text: `Hello ${address}\n`, html: '<p>Hello</p>' }, now);
  });
  return to;
}

export async function outboxRows(db: Db, recipients: string[]) {
  return db.selectFrom('mail_outbox').selectAll().where('recipient', 'in', recipients).orderBy('id').execute();
}
