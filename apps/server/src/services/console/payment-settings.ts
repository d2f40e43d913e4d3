import type { z } from 'zod';
import type { PaymentSettings, paymentSettingsRequest } from '@haat/shared/console-api';
import { rupeesToPaise } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { codRulesOf } from '../orders/cod-rules.ts';
import { codConfirmationOf } from '../orders/cod-confirmation.ts';
import { changedFields, writeAudit, type Actor } from './audit.ts';

/** The shop's cash-on-delivery rules and auto-accept rule, as the payment settings show them. */
export async function readPaymentSettings(db: Db, storeId: number): Promise<PaymentSettings> {
  const [cod, store, confirmation] = await Promise.all([
    codRulesOf(db, storeId),
    db.selectFrom('stores').select('auto_accept').where('id', '=', storeId).executeTakeFirstOrThrow(),
    codConfirmationOf(db, storeId),
  ]);
  return { cod, auto_accept: store.auto_accept, cod_confirmation: confirmation };
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
      // Orders already waiting keep their own confirm_by; the switch rules orders placed from now on.
      ...(input.cod_confirmation ? { cod_confirm_by_code: input.cod_confirmation.enabled ? 1 : 0, cod_confirm_minutes: input.cod_confirmation.minutes } : {}),
    }).where('id', '=', actor.storeId).execute();
    const confirmation = input.cod_confirmation ?? before.cod_confirmation;
    const changed = changedFields(
      { ...before.cod, auto_accept: before.auto_accept, confirm_by_code: before.cod_confirmation.enabled, confirm_minutes: before.cod_confirmation.minutes },
      { ...input.cod, auto_accept: input.auto_accept, confirm_by_code: confirmation.enabled, confirm_minutes: confirmation.minutes },
    );
    if (changed) await writeAudit(trx, actor, { action: 'store.payments', entityType: 'store', entityId: actor.storeId, ...changed }, now);
  });
  return readPaymentSettings(db, actor.storeId);
}
