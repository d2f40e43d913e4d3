import type { createConsoleTransport } from './transport.ts';
import { consoleJob, consoleJobDetail, consoleJobList, jobStarted, type JobKind } from './jobs.ts';

type Transport = ReturnType<typeof createConsoleTransport>;

/** The console's calls for CSV import and export and the jobs that run imports. */
export function jobCalls({ call, raw }: Transport) {
  return {
    /** Starts an import: `file` the CSV, `images` an optional ZIP, `dry_run` 'true' to only report. */
    productImport: (form: FormData) => call('productImport', jobStarted, { body: form }),
    /** The whole catalogue as CSV, one row per size: the raw response, to stream on or save. */
    productExport: () => raw('productExport'),
    jobList: (query: { kind?: JobKind } = {}) => call('jobList', consoleJobList, { query }),
    jobGet: (id: number) => call('jobGet', consoleJobDetail, { params: { id } }),
    jobConfirm: (id: number) => call('jobConfirm', consoleJob, { params: { id } }),
    jobCancel: (id: number) => call('jobCancel', consoleJob, { params: { id } }),
  };
}
