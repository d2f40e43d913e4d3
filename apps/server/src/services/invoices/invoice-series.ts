import type { Db } from '../../db/database.ts';

/**
 * Takes the next serial of a store's invoice series for a financial year, in one statement: an
 * upsert that starts the year's row at 1 or adds 1 to it, answering the new value. The row stays
 * locked until the caller's transaction ends (PostgreSQL's row lock; SQLite's write lock, taken at
 * BEGIN IMMEDIATE), so no two transactions take the same serial; and because the caller stamps
 * the order in that same transaction, a serial is taken only by a commit that uses it: a rollback
 * gives it back, and none is ever skipped.
 */
export async function takeInvoiceSerial(trx: Db, storeId: number, financialYear: string): Promise<number> {
  const row = await trx.insertInto('invoice_series')
    .values({ store_id: storeId, financial_year: financialYear, last_serial: 1 })
    .onConflict((conflict) => conflict.columns(['store_id', 'financial_year'])
      .doUpdateSet((eb) => ({ last_serial: eb('invoice_series.last_serial', '+', 1) })))
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return row.last_serial;
}
