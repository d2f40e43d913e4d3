import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { orderTabs, orderTabStatuses, type OrderListQuery, type OrderListReply, type OrderTab } from '@haat/shared/console-api';
import { maxInteger, movesFrom, paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { istDayStart } from './dashboard-days.ts';
import { consoleOrderLines } from './order-lines.ts';
import { totalCap } from './product-list.ts';

type From = Database & { o: Database['orders'] };
type Query = SelectQueryBuilder<From, 'o', object>;

/** The search and filters, shared by the page, its total and the tabs' counts (all but the tab). */
function filtered(db: Db, storeId: number, query: OrderListQuery): Query {
  let q = (db as unknown as Kysely<From>).selectFrom('orders as o').where('o.store_id', '=', storeId);
  if (query.payment) q = q.where('o.payment_mode', '=', query.payment);
  if (query.from) q = q.where('o.created_at', '>=', istDayStart(query.from));
  if (query.to) q = q.where('o.created_at', '<', istDayStart(query.to, 1));
  const text = query.q?.trim().replace(/^#/, '');
  if (text) {
    if (/^\d+$/.test(text)) {
      // An order number, a PIN code, or a mobile number (as typed, or its last digits).
      const id = Number(text);
      q = q.where((eb) => eb.or([
        ...(id >= 1 && id <= maxInteger ? [eb('o.id', '=', id)] : []),
        eb('o.ship_pincode', '=', text),
        eb('o.ship_mobile', '=', text),
        ...(text.length >= 4 ? [eb('o.ship_mobile', 'like', `%${text}`)] : []),
      ]));
    } else {
      const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([
        sql<boolean>`lower(${eb.ref('o.ship_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('o.ship_email')}) like ${pattern} escape '\\'`,
      ]));
    }
  }
  return q;
}

/** How many orders of the search stand on each tab: one grouped count, on the (store, status) index. */
async function tabCounts(base: Query): Promise<Record<OrderTab, number>> {
  const rows = await base.select(['o.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('o.status').execute();
  const byStatus = new Map(rows.map((row) => [row.status as string, Number(row.n)]));
  return Object.fromEntries(orderTabs.map((tab) => [tab, orderTabStatuses[tab].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0)])) as Record<OrderTab, number>;
}

const columns = ['o.id', 'o.status', 'o.payment_mode', 'o.paid_at', 'o.total_paise', 'o.created_at', 'o.ship_name', 'o.ship_mobile', 'o.ship_city', 'o.ship_pincode'] as const;

/** A tab's page (one more row than shown, to know of a next page), its capped total and every tab's count. */
async function browsed(db: Db, base: Query, query: OrderListQuery, after: number | null, limit: number) {
  const view = query.state ? base.where('o.status', 'in', orderTabStatuses[query.state]) : base;
  const page = after === null ? view : view.where('o.id', '<', after);
  const [rows, counted, counts] = await Promise.all([
    page.select(columns).orderBy('o.id', 'desc').limit(limit + 1).execute(),
    db.selectFrom(view.select(sql`1`.as('one')).limit(totalCap + 1).as('t')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    tabCounts(base),
  ]);
  return { rows, total: Number(counted.n), counts };
}

/**
 * The same for a search: a phone's last digits or part of a name cannot use an index, so the
 * search reads the orders once, taking each match's number and status (the newest 10,000), and
 * counts the tabs, totals and page from those, instead of scanning three times.
 */
async function searched(base: Query, query: OrderListQuery, after: number | null, limit: number) {
  const matches = await base.select(['o.id', 'o.status']).orderBy('o.id', 'desc').limit(totalCap + 1).execute();
  const counts = Object.fromEntries(orderTabs.map((tab) => [tab, matches.filter((m) => (orderTabStatuses[tab] as readonly string[]).includes(m.status)).length])) as Record<OrderTab, number>;
  const inView = query.state ? matches.filter((m) => (orderTabStatuses[query.state!] as readonly string[]).includes(m.status)) : matches;
  const pageIds = inView.filter((m) => after === null || m.id < after).slice(0, limit + 1).map((m) => m.id);
  const rows = pageIds.length === 0 ? [] : await base.where('o.id', 'in', pageIds).select(columns).orderBy('o.id', 'desc').execute();
  return { rows, total: inView.length, counts };
}

/**
 * The console's order list: newest first, one tab's statuses, searched and filtered, in keyset
 * pages by order number, each with its lines and the moves it can make; a capped total; and
 * the counts on every tab for the same search.
 */
export async function listOrders(db: Db, storeId: number, query: OrderListQuery): Promise<OrderListReply> {
  const limit = query.limit ?? 50;
  const base = filtered(db, storeId, query);
  const after = query.after ? decodeCursor(query.after, z.null())[1] : null;
  const found = query.q?.trim() ? await searched(base, query, after, limit) : await browsed(db, base, query, after, limit);
  const { rows, total, counts } = found;
  const shown = rows.slice(0, limit);
  const lines = await consoleOrderLines(db, shown.map((row) => row.id));
  return {
    items: shown.map((row) => ({
      id: row.id, status: row.status, payment_mode: row.payment_mode, paid: row.paid_at !== null, total: paiseToRupees(row.total_paise),
      created_at: row.created_at, ship_name: row.ship_name, ship_mobile: row.ship_mobile, ship_city: row.ship_city, ship_pincode: row.ship_pincode,
      lines: lines.get(row.id) ?? [], moves: movesFrom(row.status),
    })),
    next: rows.length > limit ? encodeCursor(null, shown.at(-1)!.id) : null,
    total: Math.min(total, totalCap),
    total_capped: total > totalCap,
    counts,
  };
}
