import type { Context } from 'hono';
import { parse } from 'csv-parse/sync';
import { jobKinds, type JobKind } from '@haat/shared/console-api';
import { importMessages as m } from '@haat/shared/rules';
import { exportProducts } from '../../services/console/export-products.ts';
import { checkHeader, CsvFileError } from '../../services/console/import/read-csv.ts';
import { readZip, ZipRefused } from '../../services/console/import/read-zip.ts';
import { cancelJob, confirmJob, getJob, listJobs, queueImport } from '../../services/console/jobs/job-records.ts';
import { JobRefused } from '../../services/console/jobs/job-refused.ts';
import { newJobFolder } from '../../services/console/jobs/kept-files.ts';
import { wakeJobRunners } from '../../services/console/jobs/runner.ts';
import { ApiError } from '../errors.ts';
import { staffOf, type ConsoleArea, type ConsoleEnv } from './router.ts';

/** A job id from the path; anything else is a job this shop does not have. */
function jobId(c: Context): number {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2 ** 31 - 1) throw new ApiError(404, m.jobNotFound);
  return id;
}

async function jobCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof JobRefused) throw new ApiError(error.status, error.message);
    throw error;
  }
}

/** The CSV's header row must name the import's columns: checked before the file is kept, so a wrong file is refused at once. */
function checkCsvHeader(bytes: Uint8Array): void {
  try {
    const [header] = parse(Buffer.from(bytes.subarray(0, 64 * 1024)), { bom: true, to_line: 1, relax_column_count: true }) as string[][];
    if (!header) throw new CsvFileError(m.noRows);
    checkHeader(header);
  } catch (error) {
    throw new ApiError(400, error instanceof CsvFileError ? error.message : m.notCsv, { file: error instanceof CsvFileError ? error.message : m.notCsv });
  }
}

/** Reads the import's form: the CSV (required, header checked), the images ZIP (its directory checked), and whether it is a dry run. */
async function readImportForm(c: Context<ConsoleEnv>) {
  const form = await c.req.parseBody().catch(() => { throw new ApiError(400, m.fileMissing, { file: m.fileMissing }); });
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, m.fileMissing, { file: m.fileMissing });
  const csv = new Uint8Array(await file.arrayBuffer());
  checkCsvHeader(csv);
  const images = form.images instanceof File && form.images.size > 0 ? new Uint8Array(await form.images.arrayBuffer()) : null;
  if (images) {
    try {
      await readZip(images, false);
    } catch (error) {
      const message = error instanceof ZipRefused ? error.message : m.zipUnreadable;
      throw new ApiError(400, message, { images: message });
    }
  }
  const dryRun = ['true', '1', 'on', 'yes'].includes(String(form.dry_run ?? '').toLowerCase());
  return { csv, images, dryRun };
}

/**
 * CSV export and import, and the jobs imports run as (decision 021 §6). An upload is kept in
 * the storage, where every process can read it, for its job.
 */
export const importArea: ConsoleArea = (route, { db, now, storage }) => {
  route('productExport', (c) => {
    const day = now().toISOString().slice(0, 10);
    return new Response(exportProducts(db, c.get('store').id), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="products-${day}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  });

  route('productImport', async (c) => {
    const { csv, images, dryRun } = await readImportForm(c);
    const folder = newJobFolder();
    const input = { csv: `${folder}/import.csv`, zip: images ? `${folder}/images.zip` : null };
    await storage.put(input.csv, csv, 'text/csv');
    if (images && input.zip) await storage.put(input.zip, images, 'application/zip');
    const id = await jobCall(() => queueImport(db, c.get('store').id, staffOf(c).staffId, input, dryRun, now()));
    wakeJobRunners();
    return c.json({ status: 'true', data: { job_id: id } });
  });

  route('jobList', async (c) => {
    const kind = c.req.query('kind');
    if (kind !== undefined && !(jobKinds as readonly string[]).includes(kind)) throw new ApiError(400, `kind must be one of ${jobKinds.join(', ')}.`, { kind: `Choose one of ${jobKinds.join(', ')}.` });
    return c.json({ status: 'true', data: { jobs: await listJobs(db, c.get('store').id, kind as JobKind | undefined) } });
  });
  route('jobGet', async (c) => c.json({ status: 'true', data: await jobCall(() => getJob(db, c.get('store').id, jobId(c))) }));
  route('jobConfirm', async (c) => {
    const job = await jobCall(() => confirmJob(db, c.get('store').id, jobId(c)));
    wakeJobRunners();
    return c.json({ status: 'true', data: job });
  });
  route('jobCancel', async (c) => c.json({ status: 'true', data: await jobCall(() => cancelJob(db, storage, c.get('store').id, jobId(c), now())) }));
};
