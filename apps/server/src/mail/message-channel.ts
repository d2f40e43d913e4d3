import { writeSmsToOutbox, type OutgoingSms } from './sms.ts';

/**
 * How a text message leaves the shop: the one thing an SMS or WhatsApp provider has to do. The
 * outbox (decision 031) hands every 'sms' row to the process's channel after the commit, retrying
 * a failed send, so a channel only sends one message and throws when it could not.
 *
 * This version ships the folder channel below. A real provider plugs in here (decision 044):
 * MSG91 or Gupshup (an HTTPS call with the DLT-registered template the Indian rules ask for),
 * Twilio, or the WhatsApp Business Cloud API (an approved "authentication" template). Its send
 * must end well inside the outbox's 5-minute claim, like the SMTP mailer's does.
 */
export interface MessageChannel {
  /** Names the channel: 'outbox-folder', 'msg91', 'whatsapp'… */
  readonly name: string;
  send(message: OutgoingSms): Promise<void>;
}

/** The local stand-in: each message becomes `<time>-sms-….txt` and `.json` in the mail outbox folder (MAIL_OUTBOX_DIR). */
export function outboxFolderChannel(outboxDir: string, log?: (message: string) => void): MessageChannel {
  return {
    name: 'outbox-folder',
    async send(message) { await writeSmsToOutbox(outboxDir, message, log); },
  };
}
