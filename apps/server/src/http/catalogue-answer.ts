import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NonSharedBuffer } from 'node:buffer';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from './env.ts';
import { wholeAnswer } from './whole-answer.ts';

/**
 * A catalogue answer whose JSON is written already, compressed here when the client accepts it
 * (decision 038). hono's compress (compression.ts) pipes the finished answer through a web
 * CompressionStream and sends it chunked down @hono/node-server's slow path: about 0.5 ms of a
 * listing's 17 kB and 0.25 ms of a product's 2 kB, more than the rest of a kept answer. The text
 * is at hand here, so zlib compresses it in one call and the answer goes out as one buffer with its
 * length. The answer is made whole here (whole-answer.ts), so hono's compress leaves it alone: it
 * always says it varies by Accept-Encoding, and carries its length when sent as it is.
 */

/** hono's compress threshold: smaller answers are not worth compressing. */
const threshold = 1024;
/** Up to this many bytes zlib compresses in the request's own turn (about 0.15 ms at 20 kB); larger ones (an unpaged listing) off the event loop. */
const inlineLimit = 64 * 1024;
/**
 * zlib's fastest level, nginx's default for answers made per request: a listing's 19 kB packs to
 * 2.7 kB in 0.07 ms, where the default level (hono's) took 0.17 ms for 2.2 kB.
 */
const options: zlib.ZlibOptions = { level: 1 };
const gzipAsync = promisify(zlib.gzip);
const deflateAsync = promisify(zlib.deflate);
const encoders = {
  gzip: { sync: (json: string | Uint8Array) => zlib.gzipSync(json, options), async: (json: string | Uint8Array) => gzipAsync(json, options) },
  deflate: { sync: (json: string | Uint8Array) => zlib.deflateSync(json, options), async: (json: string | Uint8Array) => deflateAsync(json, options) },
} as const;
type Encoding = keyof typeof encoders;
const encodings = Object.keys(encoders) as Encoding[];

/** The encoding hono's compress would pick for this Accept-Encoding: gzip before deflate at equal weight, none at weight 0. */
export function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of encodings) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function pack(json: string | Uint8Array, length: number, encoding: Encoding): NonSharedBuffer | Promise<NonSharedBuffer> {
  return length <= inlineLimit ? encoders[encoding].sync(json) : encoders[encoding].async(json);
}

/** The compressed forms of answers handed over as bytes, which their makers keep (a kept product's). */
const packedBeside = new WeakMap<Uint8Array, Partial<Record<Encoding, NonSharedBuffer>>>();

/** Kept bytes compressed once per encoding, for as long as their maker keeps them; any too large to pack at once, each time. */
function packedOnce(json: Uint8Array, length: number, encoding: Encoding): NonSharedBuffer | Promise<NonSharedBuffer> {
  if (length > inlineLimit) return pack(json, length, encoding);
  let packed = packedBeside.get(json);
  if (!packed) packedBeside.set(json, (packed = {}));
  return (packed[encoding] ??= encoders[encoding].sync(json));
}

/**
 * The JSON (text, or its UTF-8 bytes) as the answer, with the content type c.json gives and the
 * `extra` headers (a listing's counts), compressed when the client accepts it, and made whole
 * (whole-answer.ts).
 */
export async function jsonAnswer(c: Context<AppEnv>, json: string | Uint8Array<ArrayBuffer>, extra: ReadonlyArray<readonly [string, string]> = []): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  for (const [name, value] of extra) headers[name] = value;
  const length = typeof json === 'string' ? Buffer.byteLength(json) : json.byteLength;
  const encoding = length < threshold ? undefined : chosenEncoding(c.req.header('accept-encoding'));
  if (encoding === undefined) {
    headers['Content-Length'] = String(length);
    return wholeAnswer(c, json, 200, headers);
  }
  const packing = typeof json === 'string' ? pack(json, length, encoding) : packedOnce(json, length, encoding);
  const packed = packing instanceof Promise ? await packing : packing;
  headers['Content-Encoding'] = encoding;
  return wholeAnswer(c, packed, 200, headers);
}
