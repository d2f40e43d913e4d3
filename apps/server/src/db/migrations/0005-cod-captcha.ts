import type { Kysely } from 'kysely';

/**
 * The cash-on-delivery captchas the server issued: each belongs to one customer session, lives
 * 10 minutes and places at most one order. `used_at` is set by a conditional update, so two
 * submits (or two server processes) can never both spend the same captcha.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('cod_captchas')
    // 128 random bits, base64url; the browser holds it signed (see services/orders/cod-captcha.ts).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('customer_sessions.id').onDelete('cascade'))
    // The 4 digits drawn in the image. Kept as they are: only the server (and a test reading its
    // own database) ever sees this table.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('cod_captchas_expiry').on('cod_captchas').column('expires_at').execute();
  await db.schema.createIndex('cod_captchas_session').on('cod_captchas').column('session_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cod_captchas').execute();
}
