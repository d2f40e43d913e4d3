import type { Db } from '../../../db/database.ts';
import { logger } from '@haat/shared/log';

export const heartbeatMs = 10_000;

/** Beats the job's heart once; false when the job is no longer this process's (cancelled, or taken over). */
export async function beat(db: Db, jobId: number, worker: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ heartbeat_at: now.toISOString() })
    .where('id', '=', jobId).where('claimed_by', '=', worker).where('state', '=', 'running').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Beats every 10 s while a job runs, so other processes know it lives; returns the stop function. */
export function startHeartbeat(db: Db, jobId: number, worker: string, now: () => Date): () => void {
  const timer = setInterval(() => {
    beat(db, jobId, worker, now()).catch((error: unknown) => logger.warn('A job heartbeat failed', { jobId, error: (error as Error).message }));
  }, heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}
