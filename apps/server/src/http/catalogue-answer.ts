import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from './env.ts';

/**
 * A catalogue answer whose JSON is written already, compressed here when the client accepts it
 * (decision 038). hono's compress (compression.ts) pipes the finished answer through a web
 * CompressionStream and sends it chunked down @hono/node-server's slow path: about 0.5 ms of a
 * listing's 17 kB and 0.25 ms of a product's 2 kB, more than the rest of a kept answer. The text
 * is at hand here, so zlib compresses it in one call and the answer goes out as one buffer with its
 * length. hono's compress leaves an answer that has a Content-Encoding or a Content-Length below
 * its threshold alone, so nothing is compressed twice.
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
  gzip: { sync: (text: string) => zlib.gzipSync(text, options), async: (text: string) => gzipAsync(text, options) },
  deflate: { sync: (text: string) => zlib.deflateSync(text, options), async: (text: string) => deflateAsync(text, options) },
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

const json = { 'Content-Type': 'application/json' } as const;

/** The JSON text as the answer, with the content type c.json gives, compressed when the client accepts it. */
export async function jsonAnswer(c: Context<AppEnv>, text: string): Promise<Response> {
  const accepted = c.req.header('accept-encoding');
  // A client that names no encoding gets the text as it is; compression.ts adds its Vary.
  if (accepted === undefined) return c.body(text, 200, json);
  // From here on hono's compress runs after us: the answer says it varies by Accept-Encoding, and
  // one sent as it is carries its length, which tells compress (below its threshold) to leave it.
  const length = Buffer.byteLength(text);
  const encoding = length < threshold ? undefined : chosenEncoding(accepted);
  if (encoding === undefined) return c.body(text, 200, { ...json, 'Content-Length': String(length), Vary: 'Accept-Encoding' });
  const encoder = encoders[encoding];
  const packed = length <= inlineLimit ? encoder.sync(text) : await encoder.async(text);
  return c.body(packed, 200, { ...json, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
}
