import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUploadsRoute } from '../src/images/uploads-route.ts';
import { captureLog } from './support/log.ts';

// Counts the images sharp is asked to open from a path: those are the server's renderings
// (the tests themselves only hand sharp buffers or blank canvases).
const renders = vi.hoisted(() => ({ inputs: [] as string[] }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const counted = (...args: Parameters<typeof real>) => {
    if (typeof args[0] === 'string') renders.inputs.push(args[0]);
    return real(...args);
  };
  return { default: Object.assign(counted, real) };
});

let root: string;
let uploads: string;
let app: Hono;

async function put(name: string, bytes: Buffer | string): Promise<void> {
  await mkdir(dirname(join(uploads, name)), { recursive: true });
  await writeFile(join(uploads, name), bytes);
}

function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c03355' } }).jpeg().toBuffer();
}

async function body(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-uploads-'));
  uploads = join(root, 'uploads');
  await writeFile(join(root, 'secret.txt'), 'TOP SECRET');
  await put('catalogue/kurta-3.jpg', await photo(800, 600));
  await put('catalogue/.hidden.jpg', await photo(10, 10));
  await put('catalogue/broken.jpg', 'this is not a picture at all');
  await put('branding/logo.png', await sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 80, b: 200, alpha: 0.5 } },
  }).png().toBuffer());
  app = createUploadsRoute(uploads);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('size variants', () => {
  it('makes a 400x400 WebP, caches it on disk and sends immutable headers', async () => {
    const res = await app.request('/catalogue/kurta-3-400x400.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const bytes = await body(res);
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    const cached = await readFile(join(uploads, '.variants/catalogue/kurta-3-400x400.webp'));
    expect(cached.equals(bytes)).toBe(true);
  });

  it('makes progressive JPEG variants for .jpg', async () => {
    for (const [size, width, height] of [['300x300', 300, 300], ['280x280', 280, 280]] as const) {
      const res = await app.request(`/catalogue/kurta-3-${size}.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/jpeg');
      const meta = await sharp(await body(res)).metadata();
      expect([meta.format, meta.width, meta.height, meta.isProgressive]).toEqual(['jpeg', width, height, true]);
    }
  });

  it('crops list cards to 400x300', async () => {
    const meta = await sharp(await body(await app.request('/catalogue/kurta-3-400x300.webp'))).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
  });

  it('converts at full size when no size is named, and PNG logos to JPEG on white', async () => {
    const full = await sharp(await body(await app.request('/catalogue/kurta-3.webp'))).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 800, 600]);
    const res = await app.request('/branding/logo-280x280.jpg');
    const { data, info } = await sharp(await body(res)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([280, 280, 3]);
    // Half-transparent blue over white, not over black.
    expect(data[0]).toBeGreaterThan(100);
  });

  it('serves the original under its own name and type', async () => {
    const res = await app.request('/branding/logo.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect((await body(res)).equals(await readFile(join(uploads, 'branding/logo.png')))).toBe(true);
  });

  it('treats a stored name that ends like a size as a name, not a variant', async () => {
    await put('banners/sale-400x300.jpg', await photo(1000, 300));
    const meta = await sharp(await body(await app.request('/banners/sale-400x300.webp'))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1000, 300]);
    const sized = await sharp(await body(await app.request('/banners/sale-400x300-400x400.webp'))).metadata();
    expect([sized.width, sized.height]).toEqual([400, 400]);
  });

  it('refuses sizes the spec does not name', async () => {
    for (const path of ['/catalogue/kurta-3-500x500.webp', '/catalogue/kurta-3-400x401.jpg', '/catalogue/kurta-3-400x400.gif', '/catalogue/kurta-3-400x400.png']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('remakes a variant when the original is replaced', async () => {
    await put('catalogue/swap.jpg', await photo(600, 600));
    const first = await app.request('/catalogue/swap.webp');
    expect((await sharp(await body(first)).metadata()).width).toBe(600);
    await put('catalogue/swap.jpg', await photo(500, 300));
    const later = new Date(Date.now() + 10_000);
    await utimes(join(uploads, 'catalogue/swap.jpg'), later, later);
    const second = await app.request('/catalogue/swap.webp');
    const meta = await sharp(await body(second)).metadata();
    expect([meta.width, meta.height]).toEqual([500, 300]);
    expect(second.headers.get('ETag')).not.toBe(first.headers.get('ETag'));
  });
});

describe('conditional and HEAD requests', () => {
  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/catalogue/kurta-3-400x400.webp');
    const etag = first.headers.get('ETag') ?? '';
    const again = await app.request('/catalogue/kurta-3-400x400.webp', { headers: { 'If-None-Match': `"x", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect((await body(again)).length).toBe(0);
    const other = await app.request('/catalogue/kurta-3-400x400.webp', { headers: { 'If-None-Match': '"nope"' } });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with headers only', async () => {
    const res = await app.request('/branding/logo.png', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(Number(res.headers.get('Content-Length'))).toBeGreaterThan(0);
    expect((await body(res)).length).toBe(0);
  });
});

describe('bad and missing paths', () => {
  it('never leaves the uploads folder or shows hidden files', async () => {
    const mounted = new Hono();
    mounted.route('/uploads', createUploadsRoute(uploads));
    expect((await mounted.request('/uploads/catalogue/kurta-3-400x400.webp')).status).toBe(200);
    const attempts = [
      '/uploads/../secret.txt', '/uploads/%2e%2e/secret.txt', '/uploads/..%2fsecret.txt',
      '/uploads/catalogue%2f..%2f..%2fsecret.txt', '/uploads/catalogue/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/uploads/..%5csecret.txt', '/uploads/catalogue\\..\\..\\secret.txt', '/uploads//etc/passwd',
      '/uploads/%2fetc%2fpasswd', '/uploads/catalogue/.hidden.jpg', '/uploads/.variants/catalogue/kurta-3-400x400.webp',
      '/uploads/catalogue/kurta-3-400x400.webp%00.png', '/uploads/a/b/c/d/e/kurta.jpg', '/uploads/catalogue/',
    ];
    for (const path of attempts) {
      const res = await mounted.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('SECRET');
    }
    expect((await app.request('/../etc/passwd')).status).toBe(404);
    expect((await app.request('/catalogue/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
  });

  it('answers a missing image with an uncached 404, then sees a later upload', async () => {
    const missing = await app.request('/catalogue/new-arrival-400x400.webp');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
    expect(await missing.json()).toEqual({ status: 'false', message: 'Image not found.' });
    await put('catalogue/new-arrival.jpg', await photo(300, 300));
    expect((await app.request('/catalogue/new-arrival-400x400.webp')).status).toBe(200);
  });

  it('answers a corrupt original with a clear error, logs it once and keeps serving', async () => {
    const log = captureLog();
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await app.request('/catalogue/broken-400x400.webp');
        expect(res.status).toBe(415);
        expect(res.headers.get('Cache-Control')).toBe('no-store');
        expect(await res.json()).toMatchObject({ status: 'false' });
      }
      expect(log.errors()).toHaveLength(1);
    } finally {
      log.restore();
    }
    expect((await app.request('/catalogue/kurta-3-300x300.webp')).status).toBe(200);
  });
  it('answers a server fault (variant cache not writable) with a JSON 500, logged once', async () => {
    const broken = join(root, 'broken-uploads');
    await mkdir(join(broken, 'catalogue'), { recursive: true });
    await writeFile(join(broken, 'catalogue/kurta.jpg'), await photo(100, 100));
    // A plain file where the cache folder should be makes every variant write fail.
    await writeFile(join(broken, '.variants'), 'in the way');
    const faulty = createUploadsRoute(broken);
    const log = captureLog();
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await faulty.request('/catalogue/kurta-400x400.webp');
        expect(res.status).toBe(500);
        expect(await res.json()).toMatchObject({ status: 'false' });
      }
      expect(log.errors()).toHaveLength(1);
    } finally {
      log.restore();
    }
    expect((await faulty.request('/catalogue/kurta.jpg')).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('renders a new variant once for many simultaneous requests, all getting the same bytes', async () => {
    await put('catalogue/saree-9.jpg', await photo(900, 700));
    const before = renders.inputs.length;
    const replies = await Promise.all(Array.from({ length: 8 }, () => app.request('/catalogue/saree-9-400x300.jpg')));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    const bodies = await Promise.all(replies.map(body));
    for (const bytes of bodies) expect(bytes.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    expect(renders.inputs.slice(before)).toEqual([join(uploads, 'catalogue/saree-9.jpg')]);
    const files = await readdir(join(uploads, '.variants/catalogue'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
