import type { StoreChanges } from '../cache/store-changes.ts';
import type { Db } from '../db/database.ts';
import type { ImageStorage } from '../images/storage/storage.ts';
import type { MailOutbox } from '../mail/outbox/sender.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { Store, StoreResolver } from '../services/stores/stores.ts';
import type { AuthSession } from './auth.ts';

/** What every Store API handler can rely on. */
export interface ApiDeps {
  db: Db;
  stores: StoreResolver;
  /** Sends the mail a request queued, once its transaction is committed (decision 031). */
  outbox: MailOutbox;
  /** Razorpay when keys are configured, else the local sandbox gateway (decision 010). */
  payments: PaymentGateway;
  secrets: {
    /** Signs XSRF tokens; from SESSION_SECRET, or generated once and kept under ./data. */
    session: string;
  };
  /** The clock; tests move it to expire tokens and codes. */
  now: () => Date;
  /** The stores' change counters as this process knows them: caches key their answers by them (decision 021). */
  changes: StoreChanges;
  /** Where uploaded images are kept: UPLOADS_DIR, or the bucket of STORAGE_URL (decision 021 §5). */
  storage: ImageStorage;
  /** PUBLIC_URL, when set: the origin of links in mail. */
  publicUrl?: string;
}

export type AppEnv = {
  Variables: {
    store: Store;
    session: AuthSession;
    /** Who sent the request (see client-address.ts), for per-address rate limits. */
    clientAddress: string;
    /** Names the request in the log and in X-Request-Id (request-log.ts). */
    requestId: string;
    /** When the request arrived (`performance.now()`), set only when answers say how long they took (SERVER_TIMING). */
    requestStarted: number;
    /** The security headers of this request's answer (security-headers.ts), for answers made whole (whole-answer.ts). */
    securityHeaders: Readonly<Record<string, string>>;
    /** The body's length as its Content-Length declared it, once limitBody has judged it (body.ts). */
    bodyLength: number;
  };
};
