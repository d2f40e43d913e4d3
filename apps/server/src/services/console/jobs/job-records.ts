import type { ConsoleJob, ConsoleJobDetail, ImportSummary, JobKind } from '@haat/shared/console-api';
import { importMessages as m } from '@haat/shared/rules';
import type { Db } from '../../../db/database.ts';
import type { JobTable } from '../../../db/schema.ts';
import { JobRefused } from './job-refused.ts';
import type { KeptFiles } from './kept-files.ts';

/** What an import job keeps in `jobs.input`: where its files are, and whether a ZIP came with it. */
export interface ImportInput {
  csv: string;
  zip: string | null;
}

type JobRow = Pick<JobTable, 'kind' | 'state' | 'created_at' | 'started_at' | 'finished_at'> & {
  id: number; total: number; processed: number; error_count: number; summary: string;
};

const jobColumns = ['id', 'kind', 'state', 'total', 'processed', 'error_count', 'summary', 'created_at', 'started_at', 'finished_at'] as const;

export const emptySummary: ImportSummary = { create: 0, update: 0, unchanged: 0 };
/** How many of a job's refused lines its page shows; the count says how many there were in all. */
export const shownErrors = 1000;

/** A job as the console API answers it. */
export function jobView(row: JobRow): ConsoleJob {
  return {
    id: row.id, kind: row.kind as JobKind, state: row.state, dry_run: row.kind === 'product-import-dry-run',
    processed: row.processed, total: row.total, error_count: row.error_count,
    summary: { ...emptySummary, ...(JSON.parse(row.summary) as Partial<ImportSummary>) },
    created_at: row.created_at, started_at: row.started_at, finished_at: row.finished_at,
  };
}

/** A store's import jobs that are waiting or running: at most one at a time per store. */
export async function activeImport(db: Db, storeId: number): Promise<number | null> {
  const row = await db.selectFrom('jobs').select('id').where('store_id', '=', storeId)
    .where('state', 'in', ['queued', 'running']).limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** Queues an import (or its dry run) of files already kept; 409 while another import of the store is under way. */
export async function queueImport(db: Db, storeId: number, staffId: number, input: ImportInput, dryRun: boolean, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await activeImport(trx, storeId) !== null) throw new JobRefused(409, m.importRunning);
    const row = await trx.insertInto('jobs').values({
      store_id: storeId, kind: dryRun ? 'product-import-dry-run' : 'product-import', state: 'queued',
      input: JSON.stringify(input), created_by: staffId, created_at: now.toISOString(), summary: JSON.stringify(emptySummary),
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

async function jobRow(db: Db, storeId: number, jobId: number): Promise<JobRow & { input: string }> {
  const row = await db.selectFrom('jobs').select([...jobColumns, 'input']).where('store_id', '=', storeId).where('id', '=', jobId).executeTakeFirst();
  if (!row) throw new JobRefused(404, m.jobNotFound);
  return row;
}

/** One job of the store with the lines it refused, in file order. */
export async function getJob(db: Db, storeId: number, jobId: number): Promise<ConsoleJobDetail> {
  const row = await jobRow(db, storeId, jobId);
  const errors = await db.selectFrom('job_errors').select(['line', 'message']).where('job_id', '=', jobId).orderBy('line').limit(shownErrors).execute();
  return { ...jobView(row), errors };
}

/** The store's latest 50 jobs, newest first. */
export async function listJobs(db: Db, storeId: number, kind?: JobKind): Promise<ConsoleJob[]> {
  let query = db.selectFrom('jobs').select(jobColumns).where('store_id', '=', storeId);
  if (kind) query = query.where('kind', '=', kind);
  return (await query.orderBy('id', 'desc').limit(50).execute()).map(jobView);
}

/** Turns a finished dry run (its refused rows will be refused again) into the real import of the same files, queued afresh. */
export async function confirmJob(db: Db, storeId: number, jobId: number): Promise<ConsoleJob> {
  return db.transaction().execute(async (trx) => {
    const row = await jobRow(trx, storeId, jobId);
    if (row.kind !== 'product-import-dry-run' || row.state !== 'done') throw new JobRefused(409, m.notADryRun);
    if (await activeImport(trx, storeId) !== null) throw new JobRefused(409, m.importRunning);
    // The real run lists its refused lines itself: the dry run's would be listed twice.
    await trx.deleteFrom('job_errors').where('job_id', '=', jobId).execute();
    await trx.updateTable('jobs').set({
      kind: 'product-import', state: 'queued', processed: 0, error_count: 0, summary: JSON.stringify(emptySummary),
      started_at: null, finished_at: null, claimed_by: null, heartbeat_at: null,
    }).where('id', '=', jobId).execute();
    return jobView(await jobRow(trx, storeId, jobId));
  });
}

/**
 * Stops a queued or running job (rows already imported stay), or drops a finished dry run; its
 * kept files go (a running job has read them already).
 */
export async function cancelJob(db: Db, storage: KeptFiles, storeId: number, jobId: number, now: Date): Promise<ConsoleJob> {
  const row = await jobRow(db, storeId, jobId);
  const open = row.state === 'queued' || row.state === 'running' || (row.state === 'done' && row.kind === 'product-import-dry-run');
  if (!open) throw new JobRefused(409, m.jobFinished);
  const cancelled = await db.updateTable('jobs').set({ state: 'cancelled', finished_at: now.toISOString() })
    .where('id', '=', jobId).where('state', '=', row.state).executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) > 0) {
    const input = JSON.parse(row.input) as ImportInput;
    await Promise.all([input.csv, input.zip].filter((key) => key !== null).map((key) => storage.delete(key)));
  }
  return jobView(await jobRow(db, storeId, jobId));
}
