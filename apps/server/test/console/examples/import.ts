// A valid request for each CSV and job call, for the role matrix (decision 021 §7).
import type { ConsoleExamples, ExampleContext } from '../console-support.ts';
import { importForm } from '../../support/console-jobs.ts';
import { csvOf, kurtaRow } from '../import-support.ts';

/** A job of the store in the given state, inserted directly (the import tests make real ones). */
async function job({ db, fx, now }: ExampleContext, kind: 'product-import' | 'product-import-dry-run', state: 'queued' | 'done'): Promise<number> {
  const at = now.toISOString();
  const { id } = await db.insertInto('jobs').values({
    store_id: fx.storeId, kind, state, input: JSON.stringify({ csv: 'jobs/example/import.csv', zip: null }), created_by: null, created_at: at,
    ...(state === 'done' ? { started_at: at, finished_at: at, total: 1, processed: 1 } : {}),
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export const importExamples: ConsoleExamples = {
  productExport: () => ({}),
  productImport: () => ({ body: importForm(csvOf([kurtaRow('matrix-kurta')]), { dryRun: true }) }),
  jobList: () => ({ query: { kind: 'product-import' } }),
  jobGet: async (context) => ({ params: { id: await job(context, 'product-import-dry-run', 'done') } }),
  jobConfirm: async (context) => ({ params: { id: await job(context, 'product-import-dry-run', 'done') } }),
  jobCancel: async (context) => ({ params: { id: await job(context, 'product-import', 'queued') } }),
};
