import type { Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';

// Upload URLs change whenever the picture does (new names on upload), so browsers may keep them.
const immutable = 'public, max-age=31536000, immutable';

/** A strong validator from size and modification time: cheap, and it changes when the file does. */
export function etagOf(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** An error answer in the protocol's shape; never cached, so a later upload is seen at once. */
export function errorResponse(status: 404 | 415 | 500, message: string): Response {
  return new Response(JSON.stringify({ status: 'false', message }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The 404 for any path that is not, or not yet, a picture. */
export function notFound(): Response {
  return errorResponse(404, 'Image not found.');
}

/**
 * Streams a file with caching headers, or answers 304 / a bodiless HEAD. Null when the file
 * disappeared before it could be opened.
 */
export async function sendFile(
  path: string,
  contentType: string,
  request: { method: string; ifNoneMatch: string | undefined },
): Promise<Response | null> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Stat the open handle, not the path: a variant renamed over meanwhile cannot skew the length.
  let stats: Stats;
  try {
    stats = await handle.stat();
  } catch (error) {
    await handle.close();
    throw error;
  }
  const etag = etagOf(stats);
  const headers = new Headers({
    'Cache-Control': immutable,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (matchesEtag(request.ifNoneMatch, etag)) {
    await handle.close();
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', contentType);
  headers.set('Content-Length', String(stats.size));
  if (request.method === 'HEAD') {
    await handle.close();
    return new Response(null, { status: 200, headers });
  }
  // The stream closes the handle when it ends, fails or the client goes away.
  const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
