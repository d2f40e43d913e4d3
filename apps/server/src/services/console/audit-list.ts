import { z } from 'zod';
import type { AuditQuery, AuditReply } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { auditSubjects } from './audit-subjects.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { istDayStart } from './dashboard-days.ts';

function parsed(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Everyone who made a change in this shop, named, for the "who" filter (removed staff too: their changes stay). */
async function people(db: Db, storeId: number): Promise<Array<{ id: number; name: string }>> {
  const makers = db.selectFrom('audit_log').select('staff_id').where('store_id', '=', storeId).where('staff_id', 'is not', null);
  const members = db.selectFrom('staff_memberships').select('staff_id').where('store_id', '=', storeId);
  return db.selectFrom('staff').select(['id', 'name'])
    .where((eb) => eb.or([eb('id', 'in', makers), eb('id', 'in', members)]))
    .orderBy('name').orderBy('id').execute();
}

/**
 * The store's audit log, newest first, filtered by who, what, which action and Indian days, each
 * row with its staff member's name and its subject in words; keyset on id over (store_id, id).
 */
export async function listAudit(db: Db, storeId: number, query: AuditQuery): Promise<AuditReply> {
  const limit = query.limit ?? 50;
  let select = db.selectFrom('audit_log as a').leftJoin('staff', 'staff.id', 'a.staff_id')
    .select(['a.id', 'a.at', 'a.staff_id', 'staff.name as staff_name', 'a.action', 'a.entity_type', 'a.entity_id', 'a.before', 'a.after', 'a.job_id'])
    .where('a.store_id', '=', storeId);
  if (query.entity) select = select.where('a.entity_type', '=', query.entity);
  if (query.entity_id) select = select.where('a.entity_id', '=', query.entity_id);
  if (query.staff_id === 'system') select = select.where('a.staff_id', 'is', null);
  else if (query.staff_id) select = select.where('a.staff_id', '=', query.staff_id);
  if (query.action) select = select.where('a.action', '=', query.action);
  if (query.from) select = select.where('a.at', '>=', istDayStart(query.from));
  if (query.to) select = select.where('a.at', '<', istDayStart(query.to, 1));
  if (query.after) select = select.where('a.id', '<', decodeCursor(query.after, z.null())[1]);
  const [rows, makers] = await Promise.all([
    select.orderBy('a.id', 'desc').limit(limit + 1).execute(),
    query.after ? Promise.resolve(undefined) : people(db, storeId),
  ]);
  const shown = rows.slice(0, limit);
  const subjects = await auditSubjects(db, storeId, shown);
  const items = shown.map((row) => {
    const subject = row.entity_id === null ? undefined : subjects.get(`${row.entity_type}:${row.entity_id}`);
    return { ...row, subject: subject?.name ?? null, page: subject?.page ?? null, before: parsed(row.before), after: parsed(row.after) };
  });
  return { items, next: rows.length > limit ? encodeCursor(null, items.at(-1)!.id) : null, ...(makers ? { people: makers } : {}) };
}
