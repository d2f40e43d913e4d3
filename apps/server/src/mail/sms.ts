import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeOutboxFile } from './outbox-file.ts';

export interface OutgoingSms {
  /** The full number with country code, e.g. +919876543210. */
  to: string;
  text: string;
}

/**
 * This version has no SMS gateway: every text message is written to the mail outbox as
 * `<time>-sms-<to>.txt` (the text alone) beside a `.json` with `to` and `text`, the same
 * fields a mail's `.json` has, so scripts and tests read both alike. Returns the `.txt` path.
 */
export async function writeSmsToOutbox(outboxDir: string, sms: OutgoingSms, log?: (message: string) => void): Promise<string> {
  await fs.mkdir(outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // The random part keeps two messages in the same millisecond apart.
  const unique = crypto.randomBytes(3).toString('hex');
  const base = path.join(outboxDir, `${stamp}-sms-${unique}-${sms.to.replace(/[^0-9+]/g, '_')}`);
  await writeOutboxFile(`${base}.txt`, `To: ${sms.to}\n\n${sms.text}\n`);
  await writeOutboxFile(`${base}.json`, JSON.stringify({ kind: 'sms', ...sms, sentAt: new Date().toISOString() }, null, 2));
  log?.(`SMS to ${sms.to} written to ${base}.txt`);
  return `${base}.txt`;
}
