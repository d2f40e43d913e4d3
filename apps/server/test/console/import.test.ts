import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFor, type TestApi } from '../support/api-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { apiSuite } from '../support/api-app.ts';
import { consoleJobsClient, importForm, runJobs, staffToken } from '../support/console-jobs.ts';
import { tableDigest } from './console-support.ts';
import { csvOf, kurtaRow, tempStorage } from './import-support.ts';

describeEachEngine('CSV import', (engine) => {
  const suite = apiSuite(engine);
  const { storage } = tempStorage();
  let api: TestApi;
  let client: ReturnType<typeof consoleJobsClient>;
  let staffId: number;
  beforeAll(async () => {
    api = apiFor(suite.test.db, 'localhost', undefined, { storage });
    const staff = await staffToken(suite.test.db, suite.fx.storeId);
    staffId = staff.staffId;
    client = consoleJobsClient(api, staff.token);
  });
  const run = () => runJobs(suite.test.db, storage);

  const mixedFile = () => csvOf([
    kurtaRow('dry-new-kurta', 'S'),                                                   // line 2: create
    kurtaRow('dry-new-kurta', 'M'),                                                   // line 3: create (a second size)
    kurtaRow('dry-bad-price', 'M', { discount_price: 'cheap' }),                      // line 4: refused
    kurtaRow('dry-new-kurta', 'L', { name: 'Another name' }),                         // line 5: disagrees with line 2
    kurtaRow('dry-unknown-category', 'M', { category: 'Shoes' }),                     // line 6: refused when applied
  ]);

  it('a dry run lists each refused line and what would change, and writes nothing', async () => {
    const before = await tableDigest(suite.test.db);
    const { job_id } = await client.productImport(importForm(mixedFile(), { dryRun: true }));
    expect(await run()).toBe(1);
    const job = await client.jobGet(job_id);
    expect(job).toMatchObject({ state: 'done', dry_run: true, processed: 5, total: 5, error_count: 3, summary: { create: 2, update: 0, unchanged: 0 } });
    expect(job.errors.map((e) => e.line)).toEqual([4, 5, 6]);
    expect(job.errors[0]!.message).toMatch(/selling price/);
    expect(job.errors[1]!.message).toMatch(/line 2/);
    expect(job.errors[2]!.message).toMatch(/no category "Shoes"/);
    // Only the job and its error rows are new.
    const after = await tableDigest(suite.test.db);
    const strip = (digest: string) => digest.replace(/\bjob(s|_errors)=\d+/g, '');
    expect(strip(after)).toBe(strip(before));
    const products = await suite.test.db.selectFrom('products').select('id').where('asin', '=', 'dry-new-kurta').execute();
    expect(products).toEqual([]);
    // Confirmed, the same files are imported for real: the good rows go in, the bad ones are listed again.
    await client.jobConfirm(job_id);
    await run();
    const real = await client.jobGet(job_id);
    expect(real).toMatchObject({ state: 'done', dry_run: false, processed: 5, error_count: 3, summary: { create: 2 } });
    const sizes = await suite.test.db.selectFrom('product_sizes').innerJoin('products', 'products.id', 'product_sizes.product_id')
      .select(['product_sizes.label', 'product_sizes.sku', 'product_sizes.stock']).where('products.asin', '=', 'dry-new-kurta').orderBy('product_sizes.sort').execute();
    expect(sizes).toEqual([{ label: 'S', sku: 'DRY-NEW-KURTA-S', stock: 4 }, { label: 'M', sku: 'DRY-NEW-KURTA-M', stock: 4 }]);
    const audit = await suite.test.db.selectFrom('audit_log').select(['action', 'staff_id']).where('job_id', '=', job_id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'size.create', 'size.create']);
    expect(audit.every((a) => a.staff_id === staffId)).toBe(true);
    const movements = await suite.test.db.selectFrom('stock_movements').select(['reason', 'delta']).where('note', 'like', `%job ${job_id}`).execute();
    expect(movements).toEqual([{ reason: 'import', delta: 4 }, { reason: 'import', delta: 4 }]);
  });

  it('importing a file again is an update of the rows that changed, not new products', async () => {
    const first = csvOf([kurtaRow('again-kurta', 'S'), kurtaRow('again-kurta', 'M')]);
    await client.productImport(importForm(first));
    await run();
    const count = async () => (await suite.test.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const products = Number(await count());
    const second = csvOf([kurtaRow('again-kurta', 'S', { discount_price: '499' }), kurtaRow('again-kurta', 'M', { discount_price: '499', stock: 9 })]);
    const { job_id } = await client.productImport(importForm(second));
    await run();
    const job = await client.jobGet(job_id);
    // The first row changes the product's price, the second its size's stock.
    expect(job.summary).toMatchObject({ create: 0, update: 2, unchanged: 0 });
    expect(Number(await count())).toBe(products);
    const product = await suite.test.db.selectFrom('products').select(['discount_price']).where('asin', '=', 'again-kurta').executeTakeFirstOrThrow();
    expect(product.discount_price).toBe(49_900);
    const update = await suite.test.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('job_id', '=', job_id).where('action', '=', 'product.update').executeTakeFirstOrThrow();
    expect(JSON.parse(update.before!)).toEqual({ discount_price: 59_900 });
    expect(JSON.parse(update.after!)).toEqual({ discount_price: 49_900 });
  });

  it('an exported catalogue imports back unchanged, and exports again byte for byte', async () => {
    const exported = await client.productExport();
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await exported.text();
    const rows = text.trim().split('\n').length - 1;
    expect(rows).toBeGreaterThan(10);
    const { job_id } = await client.productImport(importForm(text));
    await run();
    const job = await client.jobGet(job_id);
    expect(job).toMatchObject({ state: 'done', error_count: 0, summary: { create: 0, update: 0, unchanged: rows } });
    expect(await (await client.productExport()).text()).toBe(text);
  });

  it('the export writes a cell a spreadsheet would run as a formula as text, the import reads it back, and a description keeps only its allow-list', async () => {
    const { job_id } = await client.productImport(importForm(csvOf([kurtaRow('formula-kurta', 'M', { name: '=HYPERLINK("http://evil.test")', material: '@SUM(1)', description: '<p onclick="x()">Soft</p><script>alert(1)</script>' })])));
    await run();
    expect((await client.jobGet(job_id)).summary.create).toBe(1);
    const text = await (await client.productExport()).text();
    const line = text.split('\n').find((l) => l.includes('formula-kurta'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(line).toContain(`'@SUM(1)`);
    const product = await suite.test.db.selectFrom('products').select(['name', 'material', 'long_description']).where('asin', '=', 'formula-kurta').executeTakeFirstOrThrow();
    // The description is kept as the editor keeps it: its allow-list only.
    expect(product).toEqual({ name: '=HYPERLINK("http://evil.test")', material: '@SUM(1)', long_description: '<p>Soft</p>' });
  });

  it('refuses a file that is not the import\'s CSV, and a second import while one is queued', async () => {
    await expect(client.productImport(importForm('name,price\nKurta,100\n'))).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/does not know: price/) });
    const form = new FormData();
    await expect(client.productImport(form)).rejects.toMatchObject({ status: 400, fields: { file: expect.any(String) } });
    const { job_id } = await client.productImport(importForm(csvOf([kurtaRow('queued-kurta')]), { dryRun: true }));
    await expect(client.productImport(importForm(csvOf([kurtaRow('queued-kurta')])))).rejects.toMatchObject({ status: 409 });
    const { input } = await suite.test.db.selectFrom('jobs').select('input').where('id', '=', job_id).executeTakeFirstOrThrow();
    const kept = (JSON.parse(input) as { csv: string }).csv;
    expect(await storage.get(kept)).not.toBeNull();
    await client.jobCancel(job_id);
    expect((await client.jobGet(job_id)).state).toBe('cancelled');
    // A cancelled job's upload is not kept.
    expect(await storage.get(kept)).toBeNull();
    await expect(client.jobCancel(job_id)).rejects.toMatchObject({ status: 409 });
    expect(await run()).toBe(0);
    await expect(client.jobGet(999_999)).rejects.toMatchObject({ status: 404 });
    // The list is the shop's newest first, by kind when asked.
    const { jobs } = await client.jobList();
    expect(jobs[0]!.id).toBe(job_id);
    expect(jobs.map((j) => j.id)).toEqual(jobs.map((j) => j.id).toSorted((x, y) => y - x));
    expect((await client.jobList({ kind: 'product-import-dry-run' })).jobs.every((j) => j.dry_run)).toBe(true);
    await expect(client.transport.call('jobList', z.unknown(), { query: { kind: 'other' } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('CSV import files', () => {
  it('names a record by the line it starts on, even after a cell with line breaks', async () => {
    const { readCsv } = await import('../../src/services/console/import/read-csv.ts');
    const text = csvOf([kurtaRow('a', 'S', { description: 'one\ntwo\nthree' }), kurtaRow('a', 'M')]);
    const records = await readCsv(new TextEncoder().encode(`\uFEFF${text}`));
    expect(records.map((r) => r.line)).toEqual([2, 5]);
  });
});
