import type { AuditRow } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';

export interface Subject { name: string; page: AuditRow['page'] }

type Named = Map<number, Subject>;
type Resolver = (db: Db, storeId: number, ids: number[]) => Promise<Named>;

const orderName = (id: number, shipName: string) => `Order #${id}${shipName ? ` · ${shipName}` : ''}`;

/**
 * How each kind of subject is named, one query for all of a page's ids of that kind, always
 * within the store: an id another shop's log could hold never names that shop's rows.
 */
const resolvers: Record<string, Resolver> = {
  product: async (db, storeId, ids) => new Map((await db.selectFrom('products').select(['id', 'name'])
    .where('store_id', '=', storeId).where('id', 'in', ids).execute())
    .map((row) => [row.id, { name: row.name, page: { kind: 'product', id: row.id } }])),
  size: async (db, storeId, ids) => new Map((await db.selectFrom('product_sizes as s').innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.label', 'p.id as product_id', 'p.name']).where('s.store_id', '=', storeId).where('s.id', 'in', ids).execute())
    .map((row) => [row.id, { name: `${row.name} · size ${row.label}`, page: { kind: 'product', id: row.product_id } }])),
  group: async (db, storeId, ids) => plain(await db.selectFrom('category_groups').select(['id', 'name']).where('store_id', '=', storeId).where('id', 'in', ids).execute()),
  category: async (db, storeId, ids) => plain(await db.selectFrom('categories').select(['id', 'name']).where('store_id', '=', storeId).where('id', 'in', ids).execute()),
  subcategory: async (db, storeId, ids) => plain(await db.selectFrom('subcategories').select(['id', 'name']).where('store_id', '=', storeId).where('id', 'in', ids).execute()),
  order: async (db, storeId, ids) => new Map((await db.selectFrom('orders').select(['id', 'ship_name'])
    .where('store_id', '=', storeId).where('id', 'in', ids).execute())
    .map((row) => [row.id, { name: orderName(row.id, row.ship_name), page: { kind: 'order', id: row.id } }])),
  customer: async (db, storeId, ids) => new Map((await db.selectFrom('customers').select(['id', 'first_name', 'last_name', 'email'])
    .where('store_id', '=', storeId).where('id', 'in', ids).execute())
    .map((row) => [row.id, { name: `${row.first_name} ${row.last_name}`.trim() || row.email, page: { kind: 'customer', id: row.id } }])),
  // Staff belong to the platform, not a shop; the ids come from this shop's own log rows.
  staff: async (db, _storeId, ids) => plain(await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute()),
  invitation: async (db, storeId, ids) => new Map((await db.selectFrom('staff_invitations').select(['id', 'email'])
    .where('store_id', '=', storeId).where('id', 'in', ids).execute())
    .map((row) => [row.id, { name: `Invitation to ${row.email}`, page: null }])),
  banner: async (db, storeId, ids) => new Map((await db.selectFrom('banners').select(['id', 'url', 'title'])
    .where('store_id', '=', storeId).where('id', 'in', ids).execute())
    .map((row) => [row.id, { name: `Banner${row.title ? ` “${row.title}”` : ''} → ${row.url || 'no link'}`, page: null }])),
  store: async (db, storeId, ids) => plain(await db.selectFrom('stores').select(['id', 'name']).where('id', '=', storeId).where('id', 'in', ids).execute()),
};

function plain(rows: Array<{ id: number; name: string }>): Named {
  return new Map(rows.map((row) => [row.id, { name: row.name, page: null }]));
}

/**
 * The subjects of a page of audit rows in words, keyed `<entity_type>:<id>`: one query per kind
 * present on the page (never one per row). A removed subject is simply absent.
 */
export async function auditSubjects(db: Db, storeId: number, rows: ReadonlyArray<{ entity_type: string; entity_id: number | null }>): Promise<Map<string, Subject>> {
  const idsByKind = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.entity_id === null || !(row.entity_type in resolvers)) continue;
    const ids = idsByKind.get(row.entity_type) ?? new Set<number>();
    ids.add(row.entity_id);
    idsByKind.set(row.entity_type, ids);
  }
  const named = await Promise.all([...idsByKind].map(async ([kind, ids]) => [kind, await resolvers[kind]!(db, storeId, [...ids])] as const));
  const subjects = new Map<string, Subject>();
  for (const [kind, found] of named) for (const [id, subject] of found) subjects.set(`${kind}:${id}`, subject);
  return subjects;
}
