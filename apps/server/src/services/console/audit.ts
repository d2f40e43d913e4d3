import type { Db } from '../../db/database.ts';

/** Who made a console change: a staff member in a request, or the command line (staffId null). */
export interface Actor {
  storeId: number;
  staffId: number | null;
  requestId?: string | null;
  jobId?: number | null;
}

export interface AuditEntry {
  /** `<entity>.<verb>`: 'product.create', 'stock.adjust', 'staff.remove', … */
  action: string;
  entityType: string;
  entityId: number | null;
  /** The changed fields as they were; null when the entity is new. */
  before?: Record<string, unknown> | null;
  /** The changed fields as they are now; null when the entity is gone. */
  after?: Record<string, unknown> | null;
}

/** Writes one audit row, inside the transaction that makes the change, so neither exists without the other. */
export async function writeAudit(trx: Db, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await trx.insertInto('audit_log').values({
    store_id: actor.storeId,
    staff_id: actor.staffId,
    at: now.toISOString(),
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    before: entry.before == null ? null : JSON.stringify(entry.before),
    after: entry.after == null ? null : JSON.stringify(entry.after),
    job_id: actor.jobId ?? null,
    request_id: actor.requestId ?? null,
  }).execute();
}

/** The fields of `after` that differ from `before`, each side holding only those: what an edit changed. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}
