import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createLocalStorage } from '../src/images/storage/local-storage.ts';
import { createS3Storage } from '../src/images/storage/s3-storage.ts';
import type { ImageStorage } from '../src/images/storage/storage.ts';
import { parseStorageUrl } from '../src/images/storage/storage-url.ts';
import { createUploadsRoute } from '../src/images/uploads-route.ts';
import { startS3StandIn, type S3StandIn } from './support/s3-stand-in.ts';

let s3: S3StandIn;
const dirs: string[] = [];
const tempDir = () => { const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-storage-')); dirs.push(dir); return dir; };
beforeAll(async () => { s3 = await startS3StandIn('shop/one'); });
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const storages: Array<[string, () => ImageStorage]> = [
  ['local', () => createLocalStorage(tempDir())],
  ['s3', () => createS3Storage(s3.location)],
];

describe.each(storages)('%s storage', (_kind, open) => {
  let storage: ImageStorage;
  beforeAll(() => { storage = open(); });

  it('puts, gets, lists one folder by prefix and deletes, byte for byte', async () => {
    const big = Buffer.alloc(100_000, 7);
    await storage.put('catalogue/kurta-3.jpg', big, 'image/jpeg');
    await storage.put('catalogue/kurta-3.png', Buffer.from('png'), 'image/png');
    await storage.put('catalogue/kurta-30.jpg', Buffer.from('other'), 'image/jpeg');
    await storage.put('catalogue/deeper/kurta-3.jpg', Buffer.from('deeper'), 'image/jpeg');
    expect(Buffer.from((await storage.get('catalogue/kurta-3.jpg'))!).equals(big)).toBe(true);
    expect(await storage.list('catalogue/kurta-3.')).toEqual(['catalogue/kurta-3.jpg', 'catalogue/kurta-3.png']);
    expect(await storage.list('catalogue/')).toEqual(['catalogue/kurta-3.jpg', 'catalogue/kurta-3.png', 'catalogue/kurta-30.jpg']);
    expect(await storage.list('nowhere/x.')).toEqual([]);
    await storage.delete('catalogue/kurta-3.png');
    await storage.delete('catalogue/never-was.png');
    expect(await storage.get('catalogue/kurta-3.png')).toBeNull();
    expect(await storage.list('catalogue/kurta-3.')).toEqual(['catalogue/kurta-3.jpg']);
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../x.jpg', '/etc/passwd', 'a/../b.jpg', '.cache/x.jpg', 'a\\b.jpg', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow('Not a storage key');
    }
  });
});

describe('/uploads over a bucket', () => {
  it('fetches an original once into UPLOADS_DIR/.cache and makes the variants on this machine', async () => {
    const storage = createS3Storage(s3.location);
    await storage.put('catalogue/saree-1.jpg', await sharp({ create: { width: 600, height: 500, channels: 3, background: '#305090' } }).jpeg().toBuffer(), 'image/jpeg');
    const uploadsDir = tempDir();
    const route = createUploadsRoute(uploadsDir, storage);
    const res = await route.request('/catalogue/saree-1-400x400.webp');
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect(fs.existsSync(path.join(uploadsDir, '.cache/catalogue/saree-1.jpg'))).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir, '.variants/catalogue/saree-1-400x400.webp'))).toBe(true);
    expect((await route.request('/catalogue/saree-1.jpg')).status).toBe(200);
    expect((await route.request('/catalogue/nobody-uploaded-400x400.webp')).status).toBe(404);
    expect((await route.request('/.cache/catalogue/saree-1.jpg')).status).toBe(404);
  });

  it('remembers a miss for 30 s, so made-up names do not each reach the bucket', async () => {
    const calls: string[] = [];
    const real = createS3Storage(s3.location);
    const counting: ImageStorage = { ...real, list: (p) => { calls.push(`list ${p}`); return real.list(p); }, get: (k) => { calls.push(`get ${k}`); return real.get(k); } };
    const route = createUploadsRoute(tempDir(), counting);
    for (let i = 0; i < 3; i += 1) expect((await route.request('/catalogue/made-up-7-400x400.webp')).status).toBe(404);
    expect(calls).toEqual(['list catalogue/made-up-7.', 'get catalogue/made-up-7-400x400.webp', 'list catalogue/made-up-7-400x400.']);
  });
});

describe('STORAGE_URL', () => {
  it('reads bucket, endpoint, region, prefix and path style', () => {
    expect(parseStorageUrl('s3://haat-images?endpoint=http://127.0.0.1:9000&region=ap-south-1&prefix=shops/a&path_style=1')).toEqual({
      bucket: 'haat-images', endpoint: 'http://127.0.0.1:9000', region: 'ap-south-1', prefix: 'shops/a/', pathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://haat' }).STORAGE_URL).toEqual({ bucket: 'haat', region: 'us-east-1', prefix: '', pathStyle: false });
    expect(loadConfig({}).STORAGE_URL).toBeUndefined();
  });

  it('refuses a bad one with a message that says what is wrong', () => {
    const cases: Array<[string, string]> = [
      ['https://bucket', 'STORAGE_URL must start with s3://'],
      ['s3://Bad_Bucket', 'STORAGE_URL must name only a bucket'],
      ['s3://key:secret@haat', 'STORAGE_URL must name only a bucket'],
      ['s3://haat?endpoint=ftp://x', 'STORAGE_URL endpoint must be an origin'],
      ['s3://haat?path_style=yes', 'STORAGE_URL path_style must be 0 or 1'],
      ['s3://haat?prefix=../up', 'STORAGE_URL prefix must be plain folder names'],
      ['s3://haat?bucket=x', 'STORAGE_URL has an unknown setting "bucket"'],
    ];
    for (const [url, message] of cases) expect(() => loadConfig({ STORAGE_URL: url }), url).toThrow(`STORAGE_URL: ${message}`);
  });
});
