import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { apiFor, apiSuite, type TestApi } from '../support/api-app.ts';
import { consoleJobsClient, importForm, runJobs, staffToken } from '../support/console-jobs.ts';
import { describeEachEngine } from '../support/engines.ts';
import { zipBomb, zipEscaping, zipLying, zipOf } from '../support/zip-files.ts';
import { tableDigest } from './console-support.ts';
import { csvOf, kurtaRow, tempStorage } from './import-support.ts';

const red = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } }).png().toBuffer();

describeEachEngine('CSV import with a ZIP of images', (engine) => {
  const suite = apiSuite(engine);
  const { storage } = tempStorage();
  let api: TestApi;
  let client: ReturnType<typeof consoleJobsClient>;
  beforeAll(async () => {
    api = apiFor(suite.test.db, 'localhost', undefined, { storage });
    client = consoleJobsClient(api, (await staffToken(suite.test.db, suite.fx.storeId)).token);
  });

  it('stores the ZIP\'s images under content names and keeps existing image paths', async () => {
    const png = await red();
    const zip = await zipOf({ 'photos/front.png': png, 'notes.txt': new TextEncoder().encode('not an image') });
    const csv = csvOf([
      kurtaRow('zip-kurta', 'M', { images: 'front.png|catalogue/cotton-anarkali-kurta-a1-2.jpg' }),
      kurtaRow('zip-text-kurta', 'M', { images: 'notes.txt' }),
      kurtaRow('zip-missing-kurta', 'M', { images: 'back.png' }),
    ]);
    const { job_id } = await client.productImport(importForm(csv, { zip }));
    await runJobs(suite.test.db, storage);
    const job = await client.jobGet(job_id);
    expect(job.summary.create).toBe(1);
    expect(job.errors).toEqual([
      { line: 3, message: expect.stringMatching(/"notes.txt" was refused: This file is not a picture/) },
      { line: 4, message: expect.stringMatching(/"back.png" is neither in the uploaded ZIP nor an image of this shop/) },
    ]);
    const product = await suite.test.db.selectFrom('products').select(['id', 'image']).where('asin', '=', 'zip-kurta').executeTakeFirstOrThrow();
    expect(product.image).toMatch(new RegExp(`^s/${suite.fx.storeId}/p/[0-9a-f]{20}\\.png$`));
    const gallery = await suite.test.db.selectFrom('product_images').select('file').where('product_id', '=', product.id).orderBy('sort').execute();
    expect(gallery.map((g) => g.file)).toEqual([product.image, 'catalogue/cotton-anarkali-kurta-a1-2.jpg']);
    const stored = await storage.get(product.image);
    expect((await sharp(stored!).metadata()).width).toBe(40);
  });

  it('refuses a ZIP with a name that climbs out of it, and a ZIP bomb, before anything is kept', async () => {
    const before = await tableDigest(suite.test.db);
    const csv = csvOf([kurtaRow('evil-kurta', 'M', { images: 'evil.png' })]);
    const escaping = await zipEscaping('evil.png', await red());
    await expect(client.productImport(importForm(csv, { zip: escaping }))).rejects.toMatchObject({
      status: 400, message: expect.stringMatching(/"\.\.\/evil\.png", a name that points outside the ZIP/), fields: { images: expect.any(String) },
    });
    const bomb = await zipBomb(201 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expect(client.productImport(importForm(csv, { zip: bomb }))).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/more than 200 MB/) });
    const many = await zipOf(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`${i}.png`, new Uint8Array(1)])));
    await expect(client.productImport(importForm(csv, { zip: many }))).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/more than 500 files/) });
    await expect(client.productImport(importForm(csv, { zip: new TextEncoder().encode('PK not a zip') }))).rejects.toMatchObject({ status: 400 });
    expect(await tableDigest(suite.test.db)).toBe(before);
  });

  it('fails the job, writing nothing, when the ZIP unpacks to more than it declared', async () => {
    const before = await tableDigest(suite.test.db);
    const { job_id } = await client.productImport(importForm(csvOf([kurtaRow('lying-kurta', 'M', { images: 'zeros.png' })]), { zip: await zipLying(8 * 1024 * 1024) }));
    await runJobs(suite.test.db, storage);
    const job = await client.jobGet(job_id);
    expect(job).toMatchObject({ state: 'failed', processed: 0, summary: { failure: expect.stringMatching(/not a ZIP file that can be read/) } });
    const strip = (digest: string) => digest.replace(/\bjobs=\d+/g, '');
    expect(strip(await tableDigest(suite.test.db))).toBe(strip(before));
  });
});
