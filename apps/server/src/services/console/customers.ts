import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { z } from 'zod';
import { customerMessages, type ConsoleCustomer, type CustomerListQuery, type CustomerListReply, type CustomerListRow } from '@haat/shared/console-api';
import { isRowId, paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeAudit, type Actor } from './audit.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { saleStatuses } from './dashboard-sales.ts';
import { ConsoleRefusal } from './refusal.ts';

type From = Database & { c: Database['customers'] };

/** How many of the customer's orders the shop has taken (the dashboard's sales). */
const ordersTaken = (eb: ExpressionBuilder<From, 'c'>) => eb.selectFrom('orders as o')
  .select((e) => e.fn.countAll<number>().as('n')).whereRef('o.customer_id', '=', 'c.id').where('o.status', 'in', saleStatuses);

/** What those orders come to in paise, less what has been refunded on them (a failed refund is money the shop still holds). */
const spentPaise = (eb: ExpressionBuilder<From, 'c'>) => sql<number>`(
  coalesce((select sum(o.total_paise) from orders o where o.customer_id = ${eb.ref('c.id')} and o.status in (${sql.join(saleStatuses)})), 0)
  - coalesce((select sum(r.amount_paise) from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id
      where o.customer_id = ${eb.ref('c.id')} and o.status in (${sql.join(saleStatuses)}) and r.status <> 'failed'), 0))`;

function rowOf(row: { id: number; first_name: string; last_name: string; email: string; mobile: string; created_at: string; cod_blocked: number; orders: number | string | null; spent: number | string | null }): CustomerListRow {
  return {
    id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, mobile: row.mobile, joined_at: row.created_at,
    orders: Number(row.orders ?? 0), spent: paiseToRupees(Number(row.spent ?? 0)), cod_blocked: row.cod_blocked === 1,
  };
}

function customersOf(db: Db, storeId: number) {
  return (db as unknown as Kysely<From>).selectFrom('customers as c').where('c.store_id', '=', storeId)
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.mobile', 'c.created_at', 'c.cod_blocked', (eb) => ordersTaken(eb).as('orders'), (eb) => spentPaise(eb).as('spent')]);
}

/** The shop's customers, newest first in keyset pages, searched by name, e-mail or mobile (its last digits too). */
export async function listCustomers(db: Db, storeId: number, query: CustomerListQuery): Promise<CustomerListReply> {
  const limit = query.limit ?? 50;
  let q = customersOf(db, storeId);
  const text = query.q?.trim();
  if (text) {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = text.replace(/\D/g, '');
    q = q.where((eb) => eb.or([
      sql<boolean>`lower(${eb.ref('c.first_name')} || ' ' || ${eb.ref('c.last_name')}) like ${pattern} escape '\\'`,
      eb('c.email', 'like', pattern),
      ...(digits.length >= 4 && digits === text.replace(/^\+/, '') ? [eb('c.mobile', 'like', `%${digits}`)] : []),
    ]));
  }
  if (query.after) q = q.where('c.id', '<', decodeCursor(query.after, z.null())[1]);
  const rows = await q.orderBy('c.id', 'desc').limit(limit + 1).execute();
  const shown = rows.slice(0, limit);
  return { items: shown.map(rowOf), next: rows.length > limit ? encodeCursor(null, shown.at(-1)!.id) : null };
}

/** One customer of the shop with their addresses and latest 20 orders. */
export async function readCustomer(db: Db, storeId: number, customerId: number): Promise<ConsoleCustomer> {
  if (!isRowId(customerId)) throw new ConsoleRefusal('not-found', customerMessages.notFound);
  const row = await customersOf(db, storeId).where('c.id', '=', customerId).executeTakeFirst();
  if (!row) throw new ConsoleRefusal('not-found', customerMessages.notFound);
  const [addresses, orders] = await Promise.all([
    db.selectFrom('addresses').select(['id', 'first_name', 'last_name', 'mobile', 'address1', 'address2', 'city', 'state', 'pincode'])
      .where('customer_id', '=', customerId).where('store_id', '=', storeId).orderBy('id').execute(),
    db.selectFrom('orders').select(['id', 'status', 'payment_mode', 'total_paise', 'created_at',
      (eb) => eb.selectFrom('order_lines').select((e) => e.fn.countAll<number>().as('n')).whereRef('order_lines.order_id', '=', 'orders.id').as('items')])
      .where('customer_id', '=', customerId).where('store_id', '=', storeId).orderBy('id', 'desc').limit(20).execute(),
  ]);
  return {
    ...rowOf(row),
    addresses: addresses.map((a) => ({
      id: a.id, name: `${a.first_name} ${a.last_name}`.trim(), mobile: a.mobile, address1: a.address1, address2: a.address2, city: a.city, state: a.state, pincode: a.pincode,
    })),
    recent_orders: orders.map((o) => ({ id: o.id, status: o.status, payment_mode: o.payment_mode, total: paiseToRupees(o.total_paise), created_at: o.created_at, items: Number(o.items ?? 0) })),
  };
}

/** Stops (or again allows) cash on delivery for one customer; their next checkout offers only online payment. */
export async function setCustomerCod(db: Db, actor: Actor, customerId: number, blocked: boolean, now: Date): Promise<ConsoleCustomer> {
  if (!isRowId(customerId)) throw new ConsoleRefusal('not-found', customerMessages.notFound);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('customers').select('cod_blocked').where('id', '=', customerId).where('store_id', '=', actor.storeId).executeTakeFirst();
    if (!before) throw new ConsoleRefusal('not-found', customerMessages.notFound);
    if ((before.cod_blocked === 1) === blocked) return;
    await trx.updateTable('customers').set({ cod_blocked: blocked ? 1 : 0 }).where('id', '=', customerId).execute();
    await writeAudit(trx, actor, { action: 'customer.cod', entityType: 'customer', entityId: customerId, before: { cod_blocked: !blocked }, after: { cod_blocked: blocked } }, now);
  });
  return readCustomer(db, actor.storeId, customerId);
}
