import { paiseToRupees, type CodRules } from '@haat/shared/rules';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';

/** A shop's cash-on-delivery rules in rupees, as the checkout and the order's placing read them. */
export async function codRulesOf(db: Db, storeId: number): Promise<CodRules> {
  const [store] = await storeCodRules(db, { storeId });
  if (!store) throw new Error(`No store ${storeId}`);
  return {
    enabled: store.cod_enabled === 1,
    min: paiseToRupees(store.cod_min_paise),
    max: store.cod_max_paise === null ? null : paiseToRupees(store.cod_max_paise),
    fee: paiseToRupees(store.cod_fee_paise),
  };
}

/** Whether the shop has stopped offering this customer cash on delivery. */
export async function isCodBlocked(db: Db, customerId: number): Promise<boolean> {
  const [row] = await customerCodBlocked(db, { customerId });
  return row?.cod_blocked === 1;
}

// Both are read by every checkout and every COD order (compiled once, decision 062).
const storeCodRules = compiledStatement((db, args: { storeId: number }) => db.selectFrom('stores')
  .select(['cod_enabled', 'cod_min_paise', 'cod_max_paise', 'cod_fee_paise']).where('id', '=', args.storeId));
const customerCodBlocked = compiledStatement((db, args: { customerId: number }) => db.selectFrom('customers').select('cod_blocked').where('id', '=', args.customerId));
