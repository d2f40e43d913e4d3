import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { engineOf } from '../../../db/engine.ts';
import type { JobTable } from '../../../db/schema.ts';

/** A job whose runner has not beaten its heart for this long is taken to be dead, and another process takes it over. */
export const staleAfterMs = 60_000;

export type ClaimedJob = Omit<JobTable, 'id' | 'total' | 'processed' | 'error_count' | 'summary'> & {
  id: number; total: number; processed: number; error_count: number; summary: string;
};

/**
 * Claims the oldest job that is queued or whose runner died, in one statement, so two
 * processes never take the same job (on PostgreSQL the candidate row is locked, and a row
 * another process is claiming is skipped). A store's job waits while another of its jobs runs.
 */
export async function claimJob(db: Db, worker: string, now: Date): Promise<ClaimedJob | null> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - staleAfterMs).toISOString();
  const lock = engineOf(db) === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const result = await sql<ClaimedJob>`
    UPDATE jobs SET state = 'running', claimed_by = ${worker}, heartbeat_at = ${at}, started_at = COALESCE(started_at, ${at})
    WHERE id = (
      SELECT j.id FROM jobs j
      WHERE (j.state = 'queued' OR (j.state = 'running' AND j.heartbeat_at < ${stale}))
        AND NOT EXISTS (SELECT 1 FROM jobs o WHERE o.store_id = j.store_id AND o.id <> j.id AND o.state = 'running' AND o.heartbeat_at >= ${stale})
      ORDER BY j.id LIMIT 1 ${lock}
    )
    RETURNING *`.execute(db);
  return result.rows[0] ?? null;
}
