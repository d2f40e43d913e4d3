import crypto from 'node:crypto';
import type { StaffRole } from '@haat/shared/console-api';
import { createConsoleApi } from '@haat/shared/console-api';
import { openStaffSession } from '../../src/auth/staff-sessions.ts';
import { createStoreChanges } from '../../src/cache/store-changes.ts';
import type { Db } from '../../src/db/database.ts';
import type { ImageStorage } from '../../src/images/storage/storage.ts';
import type { JobDeps } from '../../src/services/console/jobs/job-deps.ts';
import { runPendingJobs } from '../../src/services/console/jobs/runner.ts';
import type { TestApi } from './api-app.ts';

/** A staff member of the store with a console session, inserted directly (signing in has its own tests). */
export async function staffToken(db: Db, storeId: number, role: StaffRole = 'manager'): Promise<{ staffId: number; token: string }> {
  const at = new Date().toISOString();
  const { id } = await db.insertInto('staff').values({
    email: `${role}.${crypto.randomBytes(4).toString('hex')}@staff.test`, name: `Test ${role}`, password_hash: 'not-a-hash',
    created_at: at, updated_at: at, disabled_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('staff_memberships').values({ staff_id: id, store_id: storeId, role, created_at: at, invited_by: null }).execute();
  const { token } = await openStaffSession(db, id, storeId, new Date());
  return { staffId: id, token };
}

/** The console's job calls as a signed-in staff member, over the test app. */
export function consoleJobsClient(api: TestApi, token: string, host = 'localhost') {
  return createConsoleApi({
    baseUrl: `http://${host}`, fetch: (request) => Promise.resolve(api.app.fetch(request)), headers: { host, authorization: `Bearer ${token}` },
  });
}

/** The form an import sends: the CSV, an optional ZIP of images, and the dry-run switch. */
export function importForm(csv: string, options: { zip?: Uint8Array<ArrayBuffer>; dryRun?: boolean } = {}): FormData {
  const form = new FormData();
  form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
  if (options.zip) form.set('images', new File([options.zip], 'images.zip', { type: 'application/zip' }));
  if (options.dryRun) form.set('dry_run', 'true');
  return form;
}

/** Runs the queued jobs in this process, as the runner of main.ts would, until none is left. */
export function runJobs(db: Db, storage: ImageStorage, worker = 'test-worker'): Promise<number> {
  const deps: JobDeps = { db, changes: createStoreChanges(), storage, now: () => new Date(), worker };
  return runPendingJobs(deps);
}
