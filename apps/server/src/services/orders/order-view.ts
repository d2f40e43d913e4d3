import type { Db } from '../../db/database.ts';
import type { CustomerOwner } from '../accounts/customers.ts';

/**
 * One of the customer's own orders with its lines and the customer's contact details, for the
 * payment and confirmation pages. Looked up by id AND owner AND store: anyone else's is undefined.
 */
export async function findOwnOrder(db: Db, owner: CustomerOwner, orderId: number) {
  const order = await db.selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .selectAll('orders')
    .select(['customers.first_name', 'customers.last_name', 'customers.email', 'customers.mobile'])
    .where('orders.id', '=', orderId)
    .where('orders.customer_id', '=', owner.customerId)
    .where('orders.store_id', '=', owner.storeId)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await db.selectFrom('order_lines')
    .select(['name', 'image', 'units', 'line_total_paise', 'status'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return { ...order, lines };
}

export type OwnOrder = NonNullable<Awaited<ReturnType<typeof findOwnOrder>>>;
