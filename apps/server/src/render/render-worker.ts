// A render worker (decision 013): runs the built storefront's page handler on its own thread.
// Its loaders and actions still talk to the one Store API on the main thread, through messages,
// so every account, cart and order stays in one place and the seam (decision 003) is unchanged.
import { parentPort, workerData } from 'node:worker_threads';
import { bodyBytes, describeFailure, requestHead, responseHead, type FromWorker, type ResponseHead, type ToWorker } from './render-messages.ts';
import { loadWebBuild } from './web-build.ts';

export interface RenderWorkerData {
  /** The built storefront's server entry (apps/web/build/server/index.js). */
  entry: string;
}

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread only.');
const port = parentPort;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const { entry } = workerData as RenderWorkerData;
const { createWebHandler } = await loadWebBuild(entry);

/** Store API calls waiting for the main thread's answer, by call id. */
const apiCalls = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let lastApiCall = 0;

async function apiFetch(request: Request): Promise<Response> {
  const id = ++lastApiCall;
  const body = await bodyBytes(request);
  return new Promise<Response>((resolve, reject) => {
    apiCalls.set(id, { resolve, reject });
    send({ kind: 'api', id, request: requestHead(request), body }, body ? [body] : []);
  });
}

// The page cache sits on the main thread, in front of every worker (render-pool.ts).
const render = createWebHandler(apiFetch, { pageCacheSeconds: 0 });
/**
 * Pages being rendered, by id, so that a shopper leaving stops the work. The request is kept too:
 * its signal only follows `stop` weakly, and a page waiting on nothing but that signal would
 * otherwise be collected, listeners and all, before the abort arrives.
 */
const renders = new Map<number, { stop: AbortController; request?: Request }>();

/**
 * Sends a page's answer in as few messages as it arrives in. React writes a page in dozens of
 * small pieces within one turn, and each message would become a write of its own on the main
 * thread: pieces that come in the same turn go together, as one copy (which also never hands over
 * a buffer that a piece may share with other data). The head travels with the first piece, so
 * that the main thread writes the headers and the first bytes to the socket in one go, and the
 * end with the last.
 */
async function sendAnswer(id: number, head: ResponseHead, body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (head.bodyless || !body) {
    await body?.cancel();
    send({ kind: 'answer', id, head, bytes: null, end: true });
    return;
  }
  const reader = body.getReader();
  let unsentHead: ResponseHead | undefined = head;
  let pieces: Uint8Array[] = [];
  let done = false;
  let flushing: Promise<void> | undefined;
  const flush = () => {
    const bytes = pieces.length > 0 ? concat(pieces) : null;
    send({ kind: 'answer', id, ...(unsentHead ? { head: unsentHead } : {}), bytes, end: done }, bytes ? [bytes.buffer as ArrayBuffer] : []);
    unsentHead = undefined;
    pieces = [];
    flushing = undefined;
  };
  for (;;) {
    const { done: finished, value } = await reader.read();
    if (finished) break;
    pieces.push(value);
    flushing ??= new Promise<void>((resolve) => setImmediate(() => { flush(); resolve(); }));
  }
  done = true;
  // A flush still to come carries the end; otherwise the end goes alone.
  if (flushing) await flushing;
  else flush();
}

/**
 * The pieces joined into a buffer of their own, which can be handed over. Not Buffer.concat: it
 * may put a small answer in Node's shared buffer pool, and that buffer cannot be handed over.
 */
function concat(pieces: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(pieces.reduce((total, piece) => total + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.byteLength;
  }
  return bytes;
}

async function renderPage(message: Extract<ToWorker, { kind: 'render' }>): Promise<void> {
  const { id, request: head, body, clientAddress } = message;
  const rendering: { stop: AbortController; request?: Request } = { stop: new AbortController() };
  renders.set(id, rendering);
  try {
    const request = new Request(head.url, {
      method: head.method,
      headers: head.headers,
      signal: rendering.stop.signal,
      ...(body ? { body } : {}),
    });
    rendering.request = request;
    const response = await render(request, clientAddress);
    await sendAnswer(id, responseHead(response, head.method), response.body);
  } catch (error) {
    send({ kind: 'failed', id, message: describeFailure(error) });
  } finally {
    renders.delete(id);
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'render':
      void renderPage(message);
      break;
    case 'abort':
      renders.get(message.id)?.stop.abort();
      break;
    case 'api-answer': {
      const call = apiCalls.get(message.id);
      apiCalls.delete(message.id);
      const { status, headers, bodyless } = message.response;
      call?.resolve(new Response(bodyless ? null : message.body, { status, headers }));
      break;
    }
    case 'api-failed': {
      const call = apiCalls.get(message.id);
      apiCalls.delete(message.id);
      call?.reject(new Error(message.message));
      break;
    }
  }
});

send({ kind: 'ready' });
