import type { Kysely } from 'kysely';
import { withId, withStore } from './helpers.ts';

/**
 * Customers and everything their sign-in needs: sessions (hashed bearer tokens), password
 * resets, verification codes, rate-limit hits, and saved delivery addresses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withStore(withId(db, db.schema.createTable('customers')))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    // Stored lower-cased: e-mail look-ups and the uniqueness rule ignore case.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'text')
    .addColumn('mobile_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customers_store_email', ['store_id', 'email'])
    .addUniqueConstraint('customers_store_mobile', ['store_id', 'mobile'])
    .execute();

  await withId(db, db.schema.createTable('customer_sessions'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // SHA-256 of the bearer token; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('customer_sessions_customer').on('customer_sessions').column('customer_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull()) // 'email' | 'phone'
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('verification_codes_customer').on('verification_codes').columns(['customer_id', 'channel']).execute();

  // One row per counted event (a failed login, a reset request); old rows are pruned as they age.
  await withId(db, db.schema.createTable('rate_limit_hits'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_lookup').on('rate_limit_hits').columns(['bucket', 'subject', 'at']).execute();

  await withStore(withId(db, db.schema.createTable('addresses')))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('India'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_customer').on('addresses').column('customer_id').execute();
}
