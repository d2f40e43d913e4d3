import type { z } from 'zod';
import type { PaymentSettings, paymentSettingsRequest } from '@haat/shared/console-api';
import { rupeesToPaise } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { codRulesOf } from '../orders/cod-rules.ts';
import { changedFields, writeAudit, type Actor } from './audit.ts';

/** The shop's cash-on-delivery rules and auto-accept rule, as the payment settings show them. */
export async function readPaymentSettings(db: Db, storeId: number): Promise<PaymentSettings> {
  const [cod, store] = await Promise.all([
    codRulesOf(db, storeId),
    db.selectFrom('stores').select('auto_accept').where('id', '=', storeId).executeTakeFirstOrThrow(),
  ]);
  return { cod, auto_accept: store.auto_accept };
}

/**
 * Changes them, with the audit row in the same transaction. Read live by the checkout and by the
 * placing of every order (no cache holds them), so the next checkout obeys.
 */
export async function updatePaymentSettings(db: Db, actor: Actor, input: z.output<typeof paymentSettingsRequest>, now: Date): Promise<PaymentSettings> {
  await db.transaction().execute(async (trx) => {
    const before = await readPaymentSettings(trx, actor.storeId);
    await trx.updateTable('stores').set({
      cod_enabled: input.cod.enabled ? 1 : 0,
      cod_min_paise: rupeesToPaise(input.cod.min),
      cod_max_paise: input.cod.max === null ? null : rupeesToPaise(input.cod.max),
      cod_fee_paise: rupeesToPaise(input.cod.fee),
      auto_accept: input.auto_accept,
    }).where('id', '=', actor.storeId).execute();
    const changed = changedFields({ ...before.cod, auto_accept: before.auto_accept }, { ...input.cod, auto_accept: input.auto_accept });
    if (changed) await writeAudit(trx, actor, { action: 'store.payments', entityType: 'store', entityId: actor.storeId, ...changed }, now);
  });
  return readPaymentSettings(db, actor.storeId);
}
