import path from 'node:path';
import { logger } from '@haat/shared/log';
import { resolveSessionSecret } from './auth/session-secret.ts';
import { repoRoot, type Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMailOutbox, type MailOutbox } from './mail/outbox/sender.ts';
import { createPaymentGateway } from './payments/choose-gateway.ts';
import type { PaymentGateway } from './payments/gateway.ts';

/** The session secret: SESSION_SECRET, or the one generated once and kept under ./data. */
export function sessionSecretOf(config: Config): string {
  return resolveSessionSecret(config.SESSION_SECRET, path.join(repoRoot, 'data'));
}

/** The mailer the configuration asks for: SMTP_URL, or the outbox folder. */
export function mailerOf(config: Config): Mailer {
  return createMailer({
    from: config.MAIL_FROM,
    outboxDir: config.MAIL_OUTBOX_DIR,
    log: (m) => logger.info(m),
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
  });
}

/**
 * The process's mail sender (decision 031): sends the outbox's rows through the configured mailer,
 * at once when this process queues one, and every second for the rest (other processes' rows,
 * retries, a dead sender's claims). The caller stops it on shutdown.
 */
export function startMailOutbox(config: Config, db: Db): MailOutbox {
  const outbox = createMailOutbox({ db, mailer: mailerOf(config) });
  outbox.startPolling();
  return outbox;
}

/** The payment gateway the configuration asks for: Razorpay with keys, else the local sandbox. */
export function paymentsOf(config: Config, db: Db, sessionSecret = sessionSecretOf(config)): PaymentGateway {
  return createPaymentGateway(config, db, sessionSecret, () => new Date());
}
