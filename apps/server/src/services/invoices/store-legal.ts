import type { StoreLegal, storeLegalUpdate } from '@haat/shared/console-api';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { changedFields, writeAudit } from '../console/audit.ts';
import { consoleWrite, type ConsoleContext } from '../console/console-write.ts';
import { ConsoleRefusal } from '../console/refusal.ts';

const legalColumns = ['legal_name', 'gstin', 'legal_address', 'legal_state', 'grievance_name', 'grievance_email'] as const;

type LegalFields = Omit<StoreLegal, 'invoice_ready'>;

/** Whether an invoice can be made: it must name the seller, its registered address and state, and its GSTIN. */
export function isInvoiceReady(legal: Pick<LegalFields, 'legal_name' | 'gstin' | 'legal_address' | 'legal_state'>): boolean {
  return legal.legal_name !== '' && legal.gstin !== '' && legal.legal_address !== '' && legal.legal_state !== '';
}

/** The seller's legal details as stored. */
export async function readStoreLegal(db: Db, storeId: number): Promise<StoreLegal> {
  const row = await db.selectFrom('stores').select(legalColumns).where('id', '=', storeId).executeTakeFirst();
  if (!row) throw new ConsoleRefusal('not-found', 'This shop was not found.');
  return { ...row, invoice_ready: isInvoiceReady(row) };
}

/** Replaces the seller's legal details (already validated), with the audit row of what changed in the same transaction. */
export async function updateStoreLegal(ctx: ConsoleContext, input: z.output<typeof storeLegalUpdate>): Promise<StoreLegal> {
  const { storeId } = ctx.actor;
  await consoleWrite(ctx, async (trx) => {
    const before = await trx.selectFrom('stores').select(legalColumns).where('id', '=', storeId).executeTakeFirstOrThrow();
    const changed = changedFields<LegalFields>(before, input);
    if (!changed) return;
    await trx.updateTable('stores').set(changed.after).where('id', '=', storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'store.legal_update', entityType: 'store', entityId: storeId, ...changed }, ctx.now());
  });
  return readStoreLegal(ctx.db, storeId);
}
