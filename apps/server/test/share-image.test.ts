import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageUrl, shareImageMaxBytes, shareImageSize, uploadsPath } from '@haat/shared/api';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUploadsRoute } from '../src/images/uploads-route.ts';

// The picture a product link's preview shows (og:image, decision 041): WhatsApp wants it at
// least 600 px wide and under 300 kB, and renders JPEG most reliably.

let root: string;
let app: ReturnType<typeof createUploadsRoute>;

/** A photo full of fine detail: the hardest case for the byte limit. */
function busyPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 70 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-share-image-'));
  await mkdir(join(root, 'catalogue'), { recursive: true });
  await writeFile(join(root, 'catalogue/busy.jpg'), await busyPhoto(820, 820));
  await writeFile(join(root, 'catalogue/small.jpg'), await sharp({ create: { width: 500, height: 500, channels: 3, background: '#c03355' } }).jpeg().toBuffer());
  app = createUploadsRoute(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The variant the product page's og:image names, as the uploads route answers it. */
async function shareImage(file: string): Promise<{ res: Response; bytes: Buffer }> {
  const path = imageUrl(file, shareImageSize, 'jpg');
  expect(path.startsWith(`${uploadsPath}/`)).toBe(true);
  const res = await app.request(path.slice(uploadsPath.length));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

it('makes an 800 x 800 JPEG at least 600 px wide', async () => {
  const { res, bytes } = await shareImage('catalogue/small.jpg');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  const info = await sharp(bytes).metadata();
  expect(info.format).toBe('jpeg');
  expect(info.width).toBeGreaterThanOrEqual(600);
  expect([info.width, info.height]).toEqual([800, 800]);
});

it('keeps a busy photo under 300 kB by lowering the JPEG quality', async () => {
  // At the quality every other variant has, this photo would be too heavy for WhatsApp.
  const atUsualQuality = await sharp(join(root, 'catalogue/busy.jpg')).resize(800, 800).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
  expect(atUsualQuality.length).toBeGreaterThan(shareImageMaxBytes);
  const { res, bytes } = await shareImage('catalogue/busy.jpg');
  expect(res.status).toBe(200);
  expect(bytes.length).toBeLessThan(shareImageMaxBytes);
  expect((await sharp(bytes).metadata()).width).toBe(800);
});
