import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffToken } from '../support/console-jobs.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../support/engines.ts';
import { insertFixture, type Fixture } from '../support/fixture.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process.ts';
import { csvOf, kurtaRow } from './import-support.ts';

const rows = 3000;

async function until<T>(what: string, read: () => Promise<T | undefined>, withinMs = 120_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < withinMs;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describeEachEngine('an import whose process dies', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  // Both processes keep files in one uploads folder: one machine, or one bucket.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-import-resume-'));
  const env = { UPLOADS_DIR: path.join(dataDir, 'uploads') };
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
  });
  afterAll(async () => {
    a?.child.kill('SIGKILL');
    await stopServerProcess(b);
    await test.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is resumed by another process at the next row, without doubling one', { timeout: 600_000 }, async () => {
    const { token } = await staffToken(test.db, fx.storeId);
    a = await startServerProcess(test.url, path.join(dataDir, 'a'), env);
    const form = new FormData();
    form.set('file', new File([csvOf(Array.from({ length: rows }, (_, i) => kurtaRow(`resume-${i + 1}`, 'M', { stock: 1 + (i % 5) })))], 'p.csv'));
    const reply = await fetch(`${a.origin}/api/console/products/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(200);
    const jobId = ((await reply.json()) as { data: { job_id: number } }).data.job_id;
    const job = () => test.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();

    // Killed at once, mid-run: no chance to finish a batch or hand the job back.
    await until('the first rows', async () => ((await job()).processed > 0 ? true : undefined));
    const exited = new Promise((resolve) => a!.child.once('exit', resolve));
    a.child.kill('SIGKILL');
    await exited;
    const killed = await job();
    expect(killed.state).toBe('running');
    expect(killed.processed).toBeGreaterThan(0);
    expect(killed.processed).toBeLessThan(rows);
    const committed = await test.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('asin', 'like', 'resume-%').executeTakeFirstOrThrow();
    // What was committed is exactly what the job counts as done: a batch is all or nothing.
    expect(Number(committed.n)).toBe(killed.processed);

    // A minute passes without a heartbeat (moved here rather than waited for); another process takes the job over.
    await test.db.updateTable('jobs').set({ heartbeat_at: new Date(Date.now() - 120_000).toISOString() }).where('id', '=', jobId).execute();
    b = await startServerProcess(test.url, path.join(dataDir, 'b'), env);
    const done = await until('the job to finish', async () => {
      const now = await job();
      return now.state === 'done' ? now : undefined;
    });
    expect(done.claimed_by).not.toBe(killed.claimed_by);
    expect(done).toMatchObject({ processed: rows, total: rows, error_count: 0 });
    expect(JSON.parse(done.summary)).toMatchObject({ create: rows, update: 0, unchanged: 0 });

    const count = async (query: Promise<{ n: unknown }>) => Number((await query).n);
    expect(await count(test.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('asin', 'like', 'resume-%').executeTakeFirstOrThrow())).toBe(rows);
    expect(await count(test.db.selectFrom('product_sizes').select((eb) => eb.fn.countAll().as('n')).where('sku', 'like', 'RESUME-%').executeTakeFirstOrThrow())).toBe(rows);
    const audit = await test.db.selectFrom('audit_log').select(['action', (eb) => eb.fn.countAll().as('n')]).where('job_id', '=', jobId).groupBy('action').orderBy('action').execute();
    expect(audit.map((r) => [r.action, Number(r.n)])).toEqual([['product.create', rows], ['size.create', rows]]);
    expect(await count(test.db.selectFrom('stock_movements').select((eb) => eb.fn.countAll().as('n')).where('reason', '=', 'import').executeTakeFirstOrThrow())).toBe(rows);
  });
});
