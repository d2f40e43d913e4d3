import { sql } from 'kysely';
import { importMessages as m } from '@haat/shared/rules';
import type { ImportSummary } from '@haat/shared/console-api';
import { logger } from '@haat/shared/log';
import type { Db } from '../../../db/database.ts';
import { applyRow } from '../import/apply-row.ts';
import { checkFile, type CheckedRecord } from '../import/check-file.ts';
import { loadCategories, type ImportContext } from '../import/import-context.ts';
import { importImages } from '../import/import-images.ts';
import { CsvFileError, readCsv } from '../import/read-csv.ts';
import { readZip, ZipRefused } from '../import/read-zip.ts';
import { RowError } from '../import/row-error.ts';
import type { ClaimedJob } from './claim.ts';
import { startHeartbeat } from './heartbeat.ts';
import type { JobDeps } from './job-deps.ts';
import { emptySummary, type ImportInput } from './job-records.ts';
import { changeBatches, type ChangeBatches } from './change-batches.ts';

/** The job is no longer this process's: cancelled, or taken over after a missed heartbeat. */
class JobLost extends Error {}

/** A dry run (which writes nothing else) saves its progress every this many rows. */
const dryRunFlushRows = 500;

async function finish(db: Db, job: ClaimedJob, worker: string, state: 'done' | 'failed', at: Date, failure?: string): Promise<void> {
  const summary = failure ? { ...(JSON.parse(job.summary) as ImportSummary), failure } : undefined;
  await db.updateTable('jobs').set({ state, finished_at: at.toISOString(), ...(summary ? { summary: JSON.stringify(summary) } : {}) })
    .where('id', '=', job.id).where('claimed_by', '=', worker).where('state', '=', 'running').execute();
}

/** Moves the job's progress on, only while it is still this process's; JobLost otherwise (the caller's transaction rolls back). */
async function advance(trx: Db, job: ClaimedJob, worker: string, processed: number, summary: ImportSummary, errors: Array<{ line: number; message: string }>): Promise<void> {
  const moved = await trx.updateTable('jobs')
    .set((eb) => ({ processed, summary: JSON.stringify(summary), error_count: eb('error_count', '+', errors.length) }))
    .where('id', '=', job.id).where('claimed_by', '=', worker).where('state', '=', 'running').executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw new JobLost();
  if (errors.length > 0) await trx.insertInto('job_errors').values(errors.map((e) => ({ job_id: job.id, ...e }))).execute();
}

/**
 * A real run commits rows in short batches: each row inside its own savepoint (all of it, or
 * only its error), the job's progress in the same transaction. A batch is short so the shop's
 * other writers (orders, console edits; SQLite has one writer at a time) wait at most this long.
 */
const batchMs = 250;
const batchRows = 200;

/** Applies the records from `from` on in one short transaction; returns where the next batch starts. */
async function importBatch(deps: JobDeps, job: ClaimedJob, context: ImportContext, records: CheckedRecord[], from: number, summary: ImportSummary, changes: ChangeBatches, isStopping: () => boolean): Promise<number> {
  const started = Date.now();
  const counts = { ...summary };
  let next = from;
  let counter: number | null = null;
  await deps.db.transaction().execute(async (trx) => {
    const errors: Array<{ line: number; message: string }> = [];
    let wrote = false;
    for (; next < records.length && next - from < batchRows && Date.now() - started < batchMs && !isStopping(); next++) {
      const record = records[next]!;
      if (!record.ok) { errors.push({ line: record.line, message: record.message }); continue; }
      await sql`SAVEPOINT import_row`.execute(trx);
      try {
        const outcome = await applyRow(trx, context, record.row, true);
        counts[outcome] += 1;
        wrote ||= outcome !== 'unchanged';
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
        errors.push({ line: record.line, message: error.message });
      }
      await sql`RELEASE SAVEPOINT import_row`.execute(trx);
    }
    await advance(trx, job, deps.worker, next, counts, errors);
    if (wrote) counter = await changes.wrote(trx);
  });
  Object.assign(summary, counts);
  changes.committed(counter);
  return next;
}

/** Works out every record's outcome without writing, saving progress and errors every few hundred rows. */
async function dryRun(deps: JobDeps, job: ClaimedJob, context: ImportContext, records: CheckedRecord[], summary: ImportSummary, isStopping: () => boolean): Promise<void> {
  let errors: Array<{ line: number; message: string }> = [];
  for (let index = job.processed; index < records.length; index++) {
    const record = records[index]!;
    if (!record.ok) errors.push({ line: record.line, message: record.message });
    else {
      try {
        summary[await applyRow(deps.db, context, record.row, false)] += 1;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        errors.push({ line: record.line, message: error.message });
      }
    }
    if ((index + 1) % dryRunFlushRows === 0 || index + 1 === records.length || isStopping()) {
      const flushed = errors;
      errors = [];
      await deps.db.transaction().execute((trx) => advance(trx, job, deps.worker, index + 1, summary, flushed));
      if (isStopping()) return;
    }
  }
}

/** Reads the job's kept files: the CSV's records checked against each other, and the ZIP's images. */
async function readInput(deps: JobDeps, input: ImportInput) {
  const csv = await deps.storage.get(input.csv);
  const zipBytes = input.zip ? await deps.storage.get(input.zip) : null;
  if (!csv || (input.zip && !zipBytes)) throw new CsvFileError(m.jobInterrupted);
  return { records: checkFile(await readCsv(csv)), zip: zipBytes ? await readZip(zipBytes) : new Map<string, Uint8Array>() };
}

/**
 * Runs (or resumes, at `processed`) one claimed import job to its end. Stops early, leaving the
 * job to be resumed, when the process is stopping or the job is no longer its own.
 */
export async function runImportJob(deps: JobDeps, job: ClaimedJob, isStopping: () => boolean): Promise<'finished' | 'stopped'> {
  const stopBeat = startHeartbeat(deps.db, job.id, deps.worker, deps.now);
  try {
    const input = JSON.parse(job.input) as ImportInput;
    const { records, zip } = await readInput(deps, input);
    await deps.db.updateTable('jobs').set({ total: records.length }).where('id', '=', job.id).execute();
    const context: ImportContext = {
      actor: { storeId: job.store_id, staffId: job.created_by, jobId: job.id },
      categories: await loadCategories(deps.db, job.store_id),
      images: importImages(zip, deps.storage),
      now: deps.now,
    };
    const summary: ImportSummary = { ...emptySummary, ...(JSON.parse(job.summary) as Partial<ImportSummary>) };
    if (job.kind === 'product-import-dry-run') {
      await dryRun(deps, job, context, records, summary, isStopping);
    } else {
      const changes = changeBatches(deps, job.store_id);
      for (let index = job.processed; index < records.length && !isStopping();) {
        index = await importBatch(deps, job, context, records, index, summary, changes, isStopping);
      }
      await changes.flush();
    }
    if (isStopping()) return 'stopped';
    await finish(deps.db, job, deps.worker, 'done', deps.now());
    if (job.kind === 'product-import') await Promise.all([input.csv, input.zip].filter((k) => k !== null).map((k) => deps.storage.delete(k)));
    return 'finished';
  } catch (error) {
    if (error instanceof JobLost) return 'stopped';
    if (error instanceof CsvFileError || error instanceof ZipRefused) {
      await finish(deps.db, job, deps.worker, 'failed', deps.now(), error.message);
      return 'finished';
    }
    logger.error('An import job failed', { jobId: job.id, error });
    await finish(deps.db, job, deps.worker, 'failed', deps.now(), m.jobInterrupted);
    return 'finished';
  } finally {
    stopBeat();
  }
}
