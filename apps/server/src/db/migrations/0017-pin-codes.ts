import type { Kysely } from 'kysely';
import { importPinCodes } from '../../pin-codes/import.ts';

/**
 * India Post's PIN codes, one row per PIN (issue 18, decision 042): the address form fills City /
 * District and State from it, and the server refuses an address whose PIN is not in it. Filled
 * here so that every database, a test's included, has it; about 0.3 s on SQLite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('pin_codes')
    .addColumn('pin', 'text', (c) => c.primaryKey())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .execute();
  await importPinCodes(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pin_codes').execute();
}
