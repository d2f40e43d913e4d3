import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { logger } from '@haat/shared/log';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../mailer.ts';
import { claimDueMail, markFailed, markSent, pruneSentMail, type OutboxRow } from './claim.ts';

/** Sends the outbox's rows through the mailer (decision 031). One per process. */
export interface MailOutbox {
  /** Sends what is due, in the background: called after a commit that queued mail, so it goes at once. */
  wake(): void;
  /** Sends everything due now (joining a run in progress); resolves with how many went out. */
  sendDue(): Promise<number>;
  /** Looks every `pollMs` as well: rows of other processes, retries, and rows a dead sender held. */
  startPolling(pollMs?: number): void;
  /** Stops looking and waits for the mail being sent. */
  stop(): Promise<void>;
}

export interface MailOutboxOptions {
  db: Db;
  mailer: Mailer;
  now?: () => Date;
  /** This sender's name in `claimed_by`; the machine, the process and a random part by default. */
  worker?: string;
  /** How long a claim holds: longer than any send takes, after which another sender takes the row over. */
  leaseMs?: number;
  /** Sends tried before a row is given up (logged). */
  maxAttempts?: number;
}

const batchSize = 20;
const defaultLeaseMs = 5 * 60_000;
const defaultMaxAttempts = 8;
const keepSentMs = 7 * 86_400_000;
const pruneEveryMs = 3_600_000;

/** Waits 30 s after the first failure, doubling up to an hour: 30 s, 1, 2, 4, 8, 16, 32 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, mailer } = options;
  const now = options.now ?? (() => new Date());
  const worker = options.worker ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  let running: Promise<number> | null = null;
  let again = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.kind === 'sms') await mailer.sms({ to: row.recipient, text: row.text });
    else await mailer.send({ to: row.recipient, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) });
  }

  /**
   * A batch's mails: each recipient's one after another, in the order they were written (an
   * order's "shipped" reaches the shopper before its "delivered"), different recipients at once.
   */
  async function deliverInOrder(rows: OutboxRow[]): Promise<PromiseSettledResult<void>[]> {
    const outcomes: PromiseSettledResult<void>[] = Array.from({ length: rows.length });
    const byRecipient = new Map<string, number[]>();
    for (const [i, row] of rows.entries()) byRecipient.set(row.recipient, [...(byRecipient.get(row.recipient) ?? []), i]);
    await Promise.all([...byRecipient.values()].map(async (indexes) => {
      for (const i of indexes) {
        try {
          await deliver(rows[i]!);
          outcomes[i] = { status: 'fulfilled', value: undefined };
        } catch (reason) {
          outcomes[i] = { status: 'rejected', reason };
        }
      }
    }));
    return outcomes;
  }

  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = row.attempts >= maxAttempts;
    const retryAt = givenUp ? null : new Date(now().getTime() + retryDelayMs(row.attempts));
    await markFailed(db, worker, row.id, message, retryAt);
    const about = { mailId: row.id, kind: row.kind, attempts: row.attempts, error: message };
    if (givenUp) logger.error('A mail could not be sent and is given up', about);
    else logger.warn(`A mail could not be sent; trying again at ${retryAt!.toISOString()}`, about);
  }

  /** Claims and sends batch after batch until nothing is due. */
  async function sendBatches(): Promise<number> {
    let sent = 0;
    for (;;) {
      // Stopping lets the batch in hand finish; what is left waits for the next process.
      if (stopping) break;
      const rows = (await claimDueMail(db, worker, now(), leaseMs, batchSize)).sort((a, b) => a.id - b.id);
      if (rows.length === 0) break;
      const outcomes = await deliverInOrder(rows);
      const done = rows.filter((_, i) => outcomes[i]!.status === 'fulfilled').map((row) => row.id);
      await markSent(db, worker, done, now());
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome.status === 'rejected') await failed(rows[i]!, outcome.reason);
      }
      sent += done.length;
    }
    return sent;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      again = false;
      sent += await sendBatches();
      if (!again || stopping) return sent;
    }
  }

  function sendDue(): Promise<number> {
    if (running) {
      // Whatever was queued since the run's last look is taken by its next round.
      again = true;
      return running;
    }
    running = drain().finally(() => { running = null; });
    return running;
  }

  function wake(): void {
    if (stopping) return;
    sendDue().catch((error: unknown) => logger.error('The mail outbox could not be sent', { error }));
  }

  function poll(): void {
    wake();
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    pruneSentMail(db, new Date(now().getTime() - keepSentMs)).catch((error: unknown) => logger.warn('Could not prune the sent mail', { error }));
  }

  return {
    wake,
    sendDue,
    startPolling(pollMs = 1000) {
      clearInterval(timer);
      timer = setInterval(poll, pollMs);
      timer.unref();
      poll();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
