import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { writeOutboxFile } from './outbox-file.ts';
import { outboxFolderChannel, type MessageChannel } from './message-channel.ts';
import type { OutgoingSms } from './sms.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends the shop's mail: verification codes, reset links, order confirmations. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Text messages, through the options' channel: the outbox folder unless a provider is plugged in (message-channel.ts). */
  sms(message: OutgoingSms): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** smtp://user:password@host:587; without it, mail goes to the outbox folder. */
  smtpUrl?: string;
  outboxDir: string;
  log?: (message: string) => void;
  /** Where text messages go; the outbox folder by default. */
  messages?: MessageChannel;
}

/** SMTP when configured; otherwise every message becomes a file in the outbox (README: "Mail"). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options);
}

/**
 * A send ends well within the outbox's 5-minute claim (nodemailer waits up to 10 minutes on a
 * silent socket by default), so a slow server is retried rather than a sent mail sent twice.
 */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function smtpMailer({ from, outboxDir, log, messages }: MailerOptions, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
  const texts = messages ?? outboxFolderChannel(outboxDir, log);
  return {
    async send(mail) { await transport.sendMail({ from, ...mail }); },
    async sms(message) { await texts.send(message); },
  };
}

/**
 * The local stand-in for an SMTP server: nodemailer builds the real message, which is written
 * as `<time>-<to>.eml` (open it in any mail client) beside a `.json` with to, subject and text
 * for scripts and tests.
 */
export function outboxMailer({ from, outboxDir, log, messages }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const texts = messages ?? outboxFolderChannel(outboxDir, log);
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(outboxDir, `${stamp}-${String(sequence).padStart(4, '0')}-${mail.to.replace(/[^a-zA-Z0-9@.+-]/g, '_')}`);
      await writeOutboxFile(`${base}.eml`, info.message as Buffer);
      await writeOutboxFile(`${base}.json`, JSON.stringify({ from, ...mail, sentAt: new Date().toISOString() }, null, 2));
      log?.(`Mail to ${mail.to} ("${mail.subject}") written to ${base}.eml`);
    },
    async sms(message) { await texts.send(message); },
  };
}
