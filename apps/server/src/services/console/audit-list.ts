import { z } from 'zod';
import type { AuditQuery, AuditReply } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

function parsed(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The store's audit log, newest first, with each staff member's name; keyset on id over (store_id, id). */
export async function listAudit(db: Db, storeId: number, query: AuditQuery): Promise<AuditReply> {
  const limit = query.limit ?? 50;
  let select = db.selectFrom('audit_log as a').leftJoin('staff', 'staff.id', 'a.staff_id')
    .select(['a.id', 'a.at', 'a.staff_id', 'staff.name as staff_name', 'a.action', 'a.entity_type', 'a.entity_id', 'a.before', 'a.after', 'a.job_id'])
    .where('a.store_id', '=', storeId);
  if (query.entity) select = select.where('a.entity_type', '=', query.entity);
  if (query.entity_id) select = select.where('a.entity_id', '=', query.entity_id);
  if (query.staff_id) select = select.where('a.staff_id', '=', query.staff_id);
  if (query.after) select = select.where('a.id', '<', decodeCursor(query.after, z.null())[1]);
  const rows = await select.orderBy('a.id', 'desc').limit(limit + 1).execute();
  const items = rows.slice(0, limit).map((row) => ({ ...row, before: parsed(row.before), after: parsed(row.after) }));
  return { items, next: rows.length > limit ? encodeCursor(null, items.at(-1)!.id) : null };
}
