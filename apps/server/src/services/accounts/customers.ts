import type { CustomerProfile } from '@haat/shared/api';
import { joinName } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { MailLanguage } from '../../mail/language.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { revokeCustomerSessions } from '../../auth/sessions.ts';
import { rateLimiter, type RateLimit } from '../../auth/rate-limit.ts';

/** A contact detail that must be unique within a store. */
/**
 * Whose data a call works on: the signed-in customer, in the request's store. Every
 * customer-owned row (address, cart line, order) is looked up by both (docs/architecture.md).
 */
export interface CustomerOwner {
  storeId: number;
  customerId: number;
}

export type ContactField = 'email' | 'mobile';

export interface NewCustomer {
  firstName: string;
  lastName: string;
  /** Already lower-cased by the wire schema. */
  email: string;
  mobile: string;
  password: string;
  /** The language the shopper signed up in (decision 046). */
  language: MailLanguage;
}

export type RegistrationOutcome = 'registered' | 'email-taken' | 'mobile-taken';
export type ProfileUpdateOutcome = 'updated' | 'email-taken';
export type PasswordChangeOutcome = 'changed' | 'old-password-wrong' | 'same-password' | 'too-many-attempts';

/**
 * Wrong old passwords per customer: a stolen session must not become an unlimited password
 * oracle (each guess costs us an argon2 hash, too).
 */
export const passwordChangePerCustomer: RateLimit = { bucket: 'password-change', max: 5, windowMs: 15 * 60_000 };

/** Which unique contact a database error says was taken, or null when it is another error. */
export function customerConflictOf(error: unknown): ContactField | null {
  if (!(error instanceof Error)) return null;
  // PostgreSQL: SQLSTATE 23505 naming the constraint; node:sqlite: "UNIQUE constraint failed: customers.store_id, customers.email".
  const code = (error as { code?: unknown }).code;
  const isUnique = code === '23505' || /UNIQUE constraint failed/i.test(error.message);
  if (!isUnique) return null;
  const text = `${String((error as { constraint?: unknown }).constraint ?? '')} ${error.message}`;
  if (/customers_store_email|customers\.email/.test(text)) return 'email';
  if (/customers_store_mobile|customers\.mobile/.test(text)) return 'mobile';
  return null;
}

async function contactTaken(db: Db, storeId: number, field: ContactField, value: string, exceptCustomerId?: number): Promise<boolean> {
  let query = db.selectFrom('customers').select('id').where('store_id', '=', storeId).where(field, '=', value);
  if (exceptCustomerId !== undefined) query = query.where('id', '!=', exceptCustomerId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Creates a customer of a store, unless the e-mail or mobile already belongs to one there. */
export async function registerCustomer(db: Db, storeId: number, customer: NewCustomer, now: Date): Promise<RegistrationOutcome> {
  if (await contactTaken(db, storeId, 'email', customer.email)) return 'email-taken';
  if (await contactTaken(db, storeId, 'mobile', customer.mobile)) return 'mobile-taken';
  const passwordHash = await hashPassword(customer.password);
  const at = now.toISOString();
  try {
    await db.insertInto('customers').values({
      store_id: storeId, first_name: customer.firstName, last_name: customer.lastName, email: customer.email,
      mobile: customer.mobile, password_hash: passwordHash, email_verified_at: null, mobile_verified_at: null,
      created_at: at, updated_at: at, language: customer.language,
    }).execute();
  } catch (error) {
    // Two registrations racing past the checks above: the unique constraints decide.
    const taken = customerConflictOf(error);
    if (taken) return `${taken}-taken`;
    throw error;
  }
  return 'registered';
}

/** The language of the customer's last sign-up or order (decision 046); null when not known. */
export async function customerLanguage(db: Db, customerId: number): Promise<MailLanguage | null> {
  const row = await db.selectFrom('customers').select('language').where('id', '=', customerId).executeTakeFirst();
  return row?.language ?? null;
}

/** A customer's profile, or null when the customer no longer exists. */
export async function getCustomerProfile(db: Db, customerId: number): Promise<CustomerProfile | null> {
  const row = await db.selectFrom('customers')
    .select(['first_name', 'last_name', 'email', 'mobile', 'email_verified_at', 'mobile_verified_at'])
    .where('id', '=', customerId).executeTakeFirst();
  if (!row) return null;
  return {
    userName: joinName(row.first_name, row.last_name),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobile: row.mobile,
    emailVerified: row.email_verified_at !== null,
    mobileVerified: row.mobile_verified_at !== null,
  };
}

/** Changes name and e-mail; a new e-mail must be free in the store and is no longer verified. */
export async function updateCustomerProfile(
  db: Db,
  storeId: number,
  customerId: number,
  changes: { firstName: string; lastName: string; email: string },
  now: Date,
): Promise<ProfileUpdateOutcome> {
  if (await contactTaken(db, storeId, 'email', changes.email, customerId)) return 'email-taken';
  try {
    // Comparing inside the statement keeps the verified mark exactly when the e-mail is unchanged.
    await db.updateTable('customers')
      .set((eb) => ({
        first_name: changes.firstName,
        last_name: changes.lastName,
        email: changes.email,
        email_verified_at: eb.case().when('email', '=', changes.email).then(eb.ref('email_verified_at')).else(null).end(),
        updated_at: now.toISOString(),
      }))
      .where('id', '=', customerId).where('store_id', '=', storeId)
      .execute();
  } catch (error) {
    if (customerConflictOf(error) === 'email') return 'email-taken';
    throw error;
  }
  return 'updated';
}

/**
 * Replaces the password after checking the old one, and signs out every other session (a thief
 * holding one loses it); the session making the change stays signed in.
 */
export async function changeCustomerPassword(
  db: Db,
  now: () => Date,
  session: { customerId: number; sessionId: number },
  oldPassword: string,
  newPassword: string,
): Promise<PasswordChangeOutcome> {
  const limiter = rateLimiter(db, now);
  const subject = String(session.customerId);
  // Taken before the old password is hashed, so parallel guesses cannot outrun the limit.
  if (!(await limiter.take(passwordChangePerCustomer, subject)).ok) return 'too-many-attempts';
  const row = await db.selectFrom('customers').select('password_hash').where('id', '=', session.customerId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(oldPassword, row.password_hash))) return 'old-password-wrong';
  if (newPassword === oldPassword) return 'same-password';
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ password_hash: passwordHash, updated_at: now().toISOString() })
      .where('id', '=', session.customerId).execute();
    await revokeCustomerSessions(trx, session.customerId, now(), session.sessionId);
  });
  await limiter.reset(passwordChangePerCustomer, subject);
  return 'changed';
}
