import { Hono, type Context } from 'hono';
import { basePath } from 'hono/route';
import type { ImageStorage } from './storage/storage.ts';
import { uploadFiles, type UploadFiles } from './upload-files.ts';
import { statFile } from './uploads-original.ts';
import { contentTypeOf, parseUploadPath, type UploadRequest } from './uploads-path.ts';
import { errorResponse, notFound, sendFile } from './uploads-send.ts';
import { ensureVariant } from './variant-cache.ts';
import { UnreadableImageError } from './variant-render.ts';
import { logger } from '@haat/shared/log';

// A broken file or full disk would otherwise log on every page view that shows the picture.
const logged = new Set<string>();
function logOnce(key: string, message: string, error: unknown): void {
  if (logged.has(key)) return;
  if (logged.size > 1000) logged.clear();
  logged.add(key);
  logger.error(message, { error: error instanceof Error ? error.message : error });
}

/** The request path below the mount point, still percent-encoded so encoded slashes stay visible. */
function relativePath(c: Context): string | null {
  const mount = basePath(c);
  const raw = new URL(c.req.url).pathname;
  if (!raw.startsWith(mount)) return null;
  if (mount.endsWith('/')) return raw.slice(mount.length);
  return raw[mount.length] === '/' ? raw.slice(mount.length + 1) : null;
}

async function serve(uploadsDir: string, files: UploadFiles, wanted: UploadRequest, c: Context): Promise<Response> {
  const request = { method: c.req.method, ifNoneMatch: c.req.header('If-None-Match') };
  if (!wanted.size) {
    // The stored file under its own name, e.g. `branding/logo.png`, is served untouched.
    const exact = await files.findExact(wanted.name);
    const type = contentTypeOf(wanted.ext);
    if (exact && type) return (await sendFile(exact.path, type, request)) ?? notFound();
  }
  // Conversions are made to WebP and JPEG only; a PNG exists only as uploaded.
  if (wanted.ext === 'png') return notFound();
  const original = await files.findOriginal(wanted.base);
  if (!original) {
    // `banner-400x300.jpg` may be a stored name rather than a variant of `banner`: its full-size URL
    // from imageUrl() looks like a variant, so try it as a whole name before giving up.
    return wanted.size ? serve(uploadsDir, files, { ...wanted, base: wanted.stem, size: undefined }, c) : notFound();
  }
  const format = wanted.ext === 'webp' ? 'webp' : 'jpeg';
  try {
    const variant = await ensureVariant(uploadsDir, { original, size: wanted.size, format, name: wanted.name });
    return (await sendFile(variant.path, format === 'webp' ? 'image/webp' : 'image/jpeg', request)) ?? notFound();
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    // Deleted while we worked: simply gone, like any other missing picture.
    if (!(await statFile(original.path))) return notFound();
    logOnce(`unreadable:${original.path}`, `Upload ${original.path} is not a readable image`, error);
    return errorResponse(415, 'This image could not be read.');
  }
}

/**
 * The `/uploads` sub-app: stored images as uploaded, and their spec size variants in WebP or JPEG.
 * Variants (and, with a bucket, copies of the originals) are kept per machine under `uploadsDir`.
 */
export function createUploadsRoute(uploadsDir: string, storage?: ImageStorage): Hono {
  const files = uploadFiles(uploadsDir, storage);
  const app = new Hono();
  // Hono answers HEAD through GET routes; `serve` sees the HEAD method and skips the body.
  app.get('/*', async (c) => {
    const relative = relativePath(c);
    const wanted = relative === null ? null : parseUploadPath(relative);
    if (!wanted) return notFound();
    try {
      return await serve(uploadsDir, files, wanted, c);
    } catch (error) {
      logOnce(`fault:${error instanceof Error ? error.message : String(error)}`, `GET /uploads/${wanted.name} failed`, error);
      return errorResponse(500, 'The image could not be served. Please try again.');
    }
  });
  return app;
}
