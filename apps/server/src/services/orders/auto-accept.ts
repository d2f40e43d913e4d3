import { acceptsAutomatically } from '@haat/shared/rules';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentMode } from '../../db/schema.ts';

// Read by every order as it is placed (compiled once, decision 062).
const storeAutoAccept = compiledStatement((db, args: { storeId: number }) => db.selectFrom('stores').select('auto_accept').where('id', '=', args.storeId));

/**
 * Accepts a just-placed order at once when the store's auto-accept rule covers its payment mode
 * (a COD order when placed, an online one when paid), inside the transaction that placed it, so
 * the order is never seen "to accept" by a reseller who asked not to see such orders there.
 */
export async function acceptIfAutomatic(trx: Db, storeId: number, orderId: number, paymentMode: PaymentMode, at: string): Promise<void> {
  const [store] = await storeAutoAccept(trx, { storeId });
  if (!store || !acceptsAutomatically(store.auto_accept, paymentMode)) return;
  const accepted = await trx.updateTable('orders').set({ status: 'confirmed', updated_at: at })
    .where('id', '=', orderId).where('status', '=', 'placed').executeTakeFirst();
  if (Number(accepted.numUpdatedRows) !== 1) return;
  await trx.insertInto('order_events').values({ order_id: orderId, order_line_id: null, status: 'confirmed', note: 'Accepted automatically.', at }).execute();
}
