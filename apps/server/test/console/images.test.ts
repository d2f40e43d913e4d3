import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageMessages, maxProductImages } from '@haat/shared/console-api';
import { messages } from '@haat/shared/rules';
import type { Db } from '../../src/db/database.ts';
import { createLocalStorage } from '../../src/images/storage/local-storage.ts';
import { createS3Storage } from '../../src/images/storage/s3-storage.ts';
import type { ImageStorage } from '../../src/images/storage/storage.ts';
import { apiFor, testClock, type TestApi } from '../support/api-app.ts';
import { heicHeader, managerToken, phonePhoto, picture, pixelBomb, staffCall, uploadForm } from '../support/console-images.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../support/engines.ts';
import { insertFixture, type Fixture } from '../support/fixture.ts';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process.ts';
import { tableDigest } from './console-support.ts';

interface Image { id: number; file: string; sort: number; main: boolean; width: number | null; height: number | null; bytes: number | null }

/** A new product of the store without pictures, straight in the table (products have their own tests). */
async function bareProduct(db: Db, fx: Fixture, asin: string): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db.insertInto('products').values({
    store_id: fx.storeId, asin, name: `Bare ${asin}`, category_id: fx.categories.kurtas, subcategory_id: null, description: '', long_description: '',
    image: '', youtube_link: null, rating: 0, rating_count: 0, badge: null, badge1: null, material: '', original_price: 10000, discount_price: 9000,
    delivery_charge: 0, colors: null, attributes: '{}', search_keywords: '', featured_rank: null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

async function upload(api: TestApi, token: string, productId: number, bytes: Uint8Array, name = 'photo.jpg'): Promise<Response> {
  return staffCall(api, token, 'POST', `/api/console/products/${productId}/images`, uploadForm(bytes, name));
}

async function imagesOf(reply: Response): Promise<{ image?: Image; images: Image[] }> {
  expect(reply.status, await reply.clone().text()).toBe(200);
  return ((await reply.json()) as { data: { image?: Image; images: Image[] } }).data;
}

async function served(api: TestApi, url: string): Promise<Metadata & { status: number }> {
  const reply = await api.app.request(url, { headers: { host: 'localhost' } });
  if (reply.status !== 200) return { status: reply.status } as Metadata & { status: number };
  return { status: 200, ...(await sharp(Buffer.from(await reply.arrayBuffer())).metadata()) };
}

const variant = (file: string, size: string, ext = 'webp') => `/uploads/${file.replace(/\.\w+$/, '')}-${size}.${ext}`;

async function auditActions(db: Db, productId: number): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').where('entity_id', '=', productId).where('entity_type', '=', 'product').orderBy('id').execute();
  return rows.map((r) => r.action);
}

async function counter(db: Db, storeId: number): Promise<number> {
  return (await db.selectFrom('stores').select('change_counter').where('id', '=', storeId).executeTakeFirstOrThrow()).change_counter;
}

/** One engine's database with the fixture, the app over `storage`, and a manager's token. */
function imageSuite(engine: TestDatabase['engine'], storageOf: () => ImageStorage) {
  const suite = {} as { test: TestDatabase; fx: Fixture; api: TestApi; token: string; storage: ImageStorage };
  beforeAll(async () => {
    suite.test = await createTestDatabase(engine);
    suite.fx = await insertFixture(suite.test.db);
    suite.storage = storageOf();
    suite.api = apiFor(suite.test.db, 'localhost', testClock(), { storage: suite.storage });
    suite.token = await managerToken(suite.test.db, suite.fx.storeId);
  });
  afterAll(async () => { await suite.test.drop(); });
  return suite;
}

describeEachEngine('console images', (engine) => {
  const s = imageSuite(engine, () => createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'haat-images-'))));
  const storedUploads = async () => [...await s.storage.list(`s/${s.fx.storeId}/p/`), ...await s.storage.list(`s/${s.fx.storeId}/c/`)];

  it('accepts JPEG, PNG, WebP and AVIF (kept as WebP), stores them by content with their size, and serves the spec variants', async () => {
    const productId = await bareProduct(s.test.db, s.fx, 'bare-formats');
    const before = await counter(s.test.db, s.fx.storeId);
    const cases = [['jpeg', 'jpg'], ['png', 'png'], ['webp', 'webp'], ['avif', 'webp']] as const;
    for (const [format, ext] of cases) {
      const { image } = await imagesOf(await upload(s.api, s.token, productId, await picture(format, 640, 480, format === 'avif' ? '#f59e0b' : '#b4235a'), `shot.${format}`));
      expect(image!.file).toMatch(new RegExp(`^s/${s.fx.storeId}/p/[0-9a-f]{20}\\.${ext}$`));
      expect(image).toMatchObject({ width: 640, height: 480 });
      expect(image!.bytes).toBeGreaterThan(0);
      for (const [size, w, h] of [['400x400', 400, 400], ['400x300', 400, 300]] as const) {
        expect(await served(s.api, variant(image!.file, size)), `${format} ${size}`).toMatchObject({ status: 200, format: 'webp', width: w, height: h });
      }
      expect(await served(s.api, variant(image!.file, '300x300', 'jpg'))).toMatchObject({ status: 200, format: 'jpeg', width: 300, height: 300 });
    }
    const rows = await s.test.db.selectFrom('product_images').selectAll().where('product_id', '=', productId).orderBy('sort').execute();
    expect(rows.map((r) => r.sort)).toEqual([0, 1, 2, 3]);
    expect(rows.every((r) => r.created_at !== null && r.bytes !== null)).toBe(true);
    const product = await s.test.db.selectFrom('products').select('image').where('id', '=', productId).executeTakeFirstOrThrow();
    expect(product.image).toBe(rows[0]!.file);
    expect(await auditActions(s.test.db, productId)).toEqual(Array(4).fill('product.image.add'));
    expect(await counter(s.test.db, s.fx.storeId)).toBe(before + 4);
  });

  it('turns a phone photo upright, strips its metadata and keeps at most 2,000 px on the long side', async () => {
    const productId = await bareProduct(s.test.db, s.fx, 'bare-phone');
    const { image } = await imagesOf(await upload(s.api, s.token, productId, await phonePhoto()));
    expect(image).toMatchObject({ width: 200, height: 300 });
    const original = await served(s.api, `/uploads/${image!.file}`);
    expect(original).toMatchObject({ status: 200, width: 200, height: 300 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    const big = await imagesOf(await upload(s.api, s.token, productId, await picture('png', 3000, 1000), 'wide.png'));
    expect(big.image).toMatchObject({ width: 2000, height: 667 });
  });

  describe('refusals store nothing', () => {
    const refusals: Array<[string, () => Promise<Uint8Array>, number, string]> = [
      ['a text file named .jpg', async () => Buffer.from('this is a shopping list, not a photo\n'.repeat(20)), 415, imageMessages.notAnImage],
      ['a truncated JPEG', async () => (await picture('jpeg', 800, 600)).subarray(0, 1500), 415, imageMessages.notAnImage],
      ['a 20,000 × 20,000 PNG', () => pixelBomb(), 413, imageMessages.tooManyPixels],
      ['an iPhone HEIC photo', async () => heicHeader(), 415, imageMessages.heic],
      ['a 17 MB file', async () => Buffer.alloc(17 * 1024 * 1024, 0xff), 413, messages.requestTooLarge],
    ];
    it.each(refusals)('refuses %s', async (_name, make, status, message) => {
      const productId = s.fx.products.saree;
      const digest = await tableDigest(s.test.db);
      const audit = await s.test.db.selectFrom('audit_log').select('id').execute();
      const files = await storedUploads();
      const reply = await upload(s.api, s.token, productId, await make(), 'photo.jpg');
      expect(reply.status).toBe(status);
      expect(await reply.json()).toMatchObject({ status: 'false', message });
      expect(await tableDigest(s.test.db)).toBe(digest);
      expect(await s.test.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);
      expect(await storedUploads()).toEqual(files);
    }, 60_000);

    it('refuses a form without a file, and another shop’s product, with nothing stored', async () => {
      const digest = await tableDigest(s.test.db);
      const files = await storedUploads();
      const empty = await staffCall(s.api, s.token, 'POST', `/api/console/products/${s.fx.products.saree}/images`, new FormData());
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ message: imageMessages.fileMissing, fields: { file: imageMessages.fileMissing } });
      const json = await staffCall(s.api, s.token, 'POST', `/api/console/products/${s.fx.products.saree}/images`, { file: 'x' });
      expect(json.status).toBe(400);
      const other = await s.test.db.selectFrom('products').select('id').where('store_id', '=', s.fx.otherStoreId).executeTakeFirstOrThrow();
      expect((await upload(s.api, s.token, other.id, await picture('jpeg', 50, 50))).status).toBe(404);
      expect(await tableDigest(s.test.db)).toBe(digest);
      expect(await storedUploads()).toEqual(files);
    });
  });

  it('reorders, chooses the main picture and removes, keeping products.image the first picture', async () => {
    const productId = await bareProduct(s.test.db, s.fx, 'bare-order');
    const ids: number[] = [];
    for (const colour of ['#ff0000', '#00ff00', '#0000ff']) {
      ids.push((await imagesOf(await upload(s.api, s.token, productId, await picture('jpeg', 100, 100, colour)))).image!.id);
    }
    const mainFile = async () => (await s.test.db.selectFrom('products').select('image').where('id', '=', productId).executeTakeFirstOrThrow()).image;
    const [a, b, c] = ids as [number, number, number];

    let images = (await imagesOf(await staffCall(s.api, s.token, 'PUT', `/api/console/products/${productId}/images/order`, { ids: [c, a, b] }))).images;
    expect(images.map((i) => [i.id, i.sort, i.main])).toEqual([[c, 0, true], [a, 1, false], [b, 2, false]]);
    expect(await mainFile()).toBe(images[0]!.file);

    for (const bad of [[c, a], [c, a, b, b], [c, a, 999_999], []]) {
      const refused = await staffCall(s.api, s.token, 'PUT', `/api/console/products/${productId}/images/order`, { ids: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(await refused.json()).toMatchObject({ message: imageMessages.orderIncomplete });
    }

    images = (await imagesOf(await staffCall(s.api, s.token, 'POST', `/api/console/products/${productId}/images/${b}/main`))).images;
    expect(images.map((i) => i.id)).toEqual([b, c, a]);
    expect(await mainFile()).toBe(images[0]!.file);
    expect((await staffCall(s.api, s.token, 'POST', `/api/console/products/${productId}/images/${s.fx.products.saree}/main`)).status).toBe(404);

    const removedFile = images[0]!.file;
    images = (await imagesOf(await staffCall(s.api, s.token, 'DELETE', `/api/console/products/${productId}/images/${b}`))).images;
    expect(images.map((i) => [i.id, i.sort])).toEqual([[c, 0], [a, 1]]);
    expect(await mainFile()).toBe(images[0]!.file);
    expect((await served(s.api, `/uploads/${removedFile}`)).status).toBe(404);
    expect(await auditActions(s.test.db, productId)).toEqual([
      'product.image.add', 'product.image.add', 'product.image.add', 'product.image.order', 'product.image.main', 'product.image.remove',
    ]);
  });

  it('keeps a removed picture’s file while another product still shows it', async () => {
    const first = await bareProduct(s.test.db, s.fx, 'bare-shared-1');
    const second = await bareProduct(s.test.db, s.fx, 'bare-shared-2');
    const bytes = await picture('jpeg', 120, 120, '#123456');
    const one = (await imagesOf(await upload(s.api, s.token, first, bytes))).image!;
    const two = (await imagesOf(await upload(s.api, s.token, second, bytes))).image!;
    expect(two.file).toBe(one.file);
    await imagesOf(await staffCall(s.api, s.token, 'DELETE', `/api/console/products/${first}/images/${one.id}`));
    expect((await served(s.api, `/uploads/${one.file}`)).status).toBe(200);
    const left = await imagesOf(await staffCall(s.api, s.token, 'DELETE', `/api/console/products/${second}/images/${two.id}`));
    expect(left.images).toEqual([]);
    expect((await s.test.db.selectFrom('products').select('image').where('id', '=', second).executeTakeFirstOrThrow()).image).toBe('');
    expect((await served(s.api, `/uploads/${one.file}`)).status).toBe(404);
  });

  it(`refuses a product's ${maxProductImages + 1}st picture`, async () => {
    const productId = await bareProduct(s.test.db, s.fx, 'bare-full');
    await s.test.db.insertInto('product_images').values(Array.from({ length: maxProductImages }, (_, sort) => ({
      store_id: s.fx.storeId, product_id: productId, file: `catalogue/filler-${sort}.jpg`, sort,
    }))).execute();
    const reply = await upload(s.api, s.token, productId, await picture('jpeg', 50, 50));
    expect(reply.status).toBe(409);
    expect(await reply.json()).toMatchObject({ message: imageMessages.tooManyImages });
  });

  it('gives a category a new picture, served in the spec sizes', async () => {
    const reply = await staffCall(s.api, s.token, 'POST', `/api/console/categories/${s.fx.categories.sarees}/image`, uploadForm(await picture('webp', 500, 500)));
    expect(reply.status).toBe(200);
    const { data } = (await reply.json()) as { data: { id: number; image: string } };
    expect(data.image).toMatch(new RegExp(`^s/${s.fx.storeId}/c/[0-9a-f]{20}\\.webp$`));
    const row = await s.test.db.selectFrom('categories').select('image').where('id', '=', s.fx.categories.sarees).executeTakeFirstOrThrow();
    expect(row.image).toBe(data.image);
    expect(await served(s.api, variant(data.image, '280x280', 'jpg'))).toMatchObject({ status: 200, width: 280, height: 280 });
    const other = await s.test.db.selectFrom('categories').select('id').where('store_id', '=', s.fx.otherStoreId).executeTakeFirstOrThrow();
    expect((await staffCall(s.api, s.token, 'POST', `/api/console/categories/${other.id}/image`, uploadForm(await picture('webp', 50, 50)))).status).toBe(404);
  });
});

describeEachEngine('console images in an S3 bucket', (engine) => {
  let s3: S3StandIn;
  beforeAll(async () => { s3 = await startS3StandIn(); });
  afterAll(async () => { await s3.close(); });
  const s = imageSuite(engine, () => createS3Storage(s3.location));

  it('stores an upload in the bucket, serves its variants, deletes it on removal, and stores nothing it refuses', async () => {
    const productId = await bareProduct(s.test.db, s.fx, 'bare-s3');
    const { image } = await imagesOf(await upload(s.api, s.token, productId, await picture('jpeg', 640, 480)));
    expect(await s.storage.list(image!.file.replace(/\.jpg$/, '.'))).toEqual([image!.file]);
    expect(await served(s.api, variant(image!.file, '400x400'))).toMatchObject({ status: 200, width: 400, height: 400 });
    const before = await s.storage.list(`s/${s.fx.storeId}/p/`);
    expect((await upload(s.api, s.token, productId, (await picture('jpeg', 800, 600)).subarray(0, 1500))).status).toBe(415);
    expect(await s.storage.list(`s/${s.fx.storeId}/p/`)).toEqual(before);
    await imagesOf(await staffCall(s.api, s.token, 'DELETE', `/api/console/products/${productId}/images/${image!.id}`));
    expect(await s.storage.get(image!.file)).toBeNull();
  });

  describe('two server processes with their own UPLOADS_DIR on one bucket', () => {
    const processes: ServerProcess[] = [];
    afterAll(async () => { for (const process of processes) await stopServerProcess(process); });

    it('serve the same uploaded picture', async () => {
      const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'haat-machine-')));
      for (const dir of dirs) processes.push(await startServerProcess(s.test.url, dir, s3.env));
      const [a, b] = processes as [ServerProcess, ServerProcess];
      const productId = await bareProduct(s.test.db, s.fx, 'bare-two-machines');
      const form = uploadForm(await picture('png', 900, 700, '#0f766e'), 'teal.png', 'image/png');
      const reply = await fetch(`${a.origin}/api/console/products/${productId}/images`, { method: 'POST', headers: { authorization: `Bearer ${s.token}` }, body: form });
      const { image } = await imagesOf(reply);
      const fromB = await fetch(`${b.origin}${variant(image!.file, '400x300')}`);
      expect(fromB.status).toBe(200);
      const meta = await sharp(Buffer.from(await fromB.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);
      // Machine B fetched the original once into its own read-through folder; A's folder has no copy.
      expect(fs.existsSync(path.join(dirs[1]!, 'uploads/.cache', image!.file))).toBe(true);
      expect(fs.existsSync(path.join(dirs[0]!, 'uploads', image!.file))).toBe(false);
    }, 180_000);
  });
});
