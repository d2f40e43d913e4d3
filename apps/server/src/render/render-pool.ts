// Renders storefront pages on worker threads (decision 013). A page's render (React Router and
// React) is most of its cost and needs nothing but the Store API, so it can run beside the main
// thread, which keeps the HTTP server, the Store API and the database. One process, one port.
import { Worker } from 'node:worker_threads';
import type { FetchLike } from '@haat/shared/api';
import { bodyBytes, describeFailure, requestHead, responseHead, type FromWorker, type ResponseHead, type ToWorker } from './render-messages.ts';
import type { RenderWorkerData } from './render-worker.ts';
import type { RenderPage } from './web-build.ts';
import { logger } from '@haat/shared/log';

export interface RenderPoolOptions {
  /** The built storefront's server entry (apps/web/build/server/index.js). */
  entry: string;
  /** How many worker threads render pages. */
  size: number;
  /** The Store API the pages' loaders and actions call. */
  apiFetch: FetchLike;
  /**
   * Pages one worker renders at once; more wait their turn. Each page in flight holds its React
   * tree and data, so this bounds the workers' memory under a crowd (decision 019).
   */
  pagesPerWorker?: number;
  /** Pages that may wait for a worker; the next ones are told the shop is busy (503). */
  maxWaiting?: number;
}

export interface RenderPool {
  render: RenderPage;
  /** Settles once every worker has loaded the storefront; rejects if one cannot. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** A page on its way: waiting for its head, then streaming its body. */
interface PendingPage {
  slot: Slot;
  answer: (response: Response) => void;
  fail: (error: Error) => void;
  body?: ReadableStreamDefaultController<Uint8Array>;
}

interface Slot { worker: Worker; inFlight: number; ready: Promise<void>; gone: boolean }

/** How long to wait before starting again a replacement worker that could not start. */
const RETRY_START_MS = 5000;

/** The answer when even the waiting line is full: short, never rendered, and retried soon. */
function busyAnswer(): Response {
  return new Response('<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title><p>The shop is very busy. Please try again in a moment.</p></html>', {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' },
  });
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const pages = new Map<number, PendingPage>();
  let lastPage = 0;
  let closing = false;
  const slots: Slot[] = [];
  const pagesPerWorker = options.pagesPerWorker ?? 16;
  const maxWaiting = options.maxWaiting ?? 1000;
  /** Pages waiting for a worker with room, first come first served. */
  const waiting: Array<() => void> = [];

  const post = (slot: Slot, message: ToWorker, transfer: ArrayBuffer[] = []) => slot.worker.postMessage(message, transfer);

  async function answerApiCall(slot: Slot, message: Extract<FromWorker, { kind: 'api' }>): Promise<void> {
    try {
      const { url, method, headers } = message.request;
      const response = await options.apiFetch(new Request(url, { method, headers, ...(message.body ? { body: message.body } : {}) }));
      const body = await response.arrayBuffer();
      post(slot, { kind: 'api-answer', id: message.id, response: responseHead(response, method), body }, [body]);
    } catch (error) {
      post(slot, { kind: 'api-failed', id: message.id, message: describeFailure(error) });
    }
  }

  function finish(id: number): PendingPage | undefined {
    const page = pages.get(id);
    if (page) {
      pages.delete(id);
      page.slot.inFlight -= 1;
      waiting.shift()?.();
    }
    return page;
  }

  /** Answers the shopper once the page's head arrives; its body, if any, streams in after. */
  function answerWith(id: number, page: PendingPage, head: ResponseHead): void {
    const { status, headers, bodyless } = head;
    if (bodyless) {
      page.answer(new Response(null, { status, headers }));
      return;
    }
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => { page.body = controller; },
      // The shopper went away before the page was written out.
      cancel: () => { if (finish(id)) post(page.slot, { kind: 'abort', id }); },
    });
    page.answer(new Response(body, { status, headers }));
  }

  function onMessage(slot: Slot, message: FromWorker): void {
    if (message.kind === 'api') {
      void answerApiCall(slot, message);
      return;
    }
    if (message.kind === 'ready') return;
    const page = pages.get(message.id);
    if (!page) return;
    switch (message.kind) {
      case 'answer': {
        if (message.head) answerWith(message.id, page, message.head);
        if (message.bytes) page.body?.enqueue(message.bytes);
        if (message.end) {
          finish(message.id);
          page.body?.close();
        }
        return;
      }
      case 'failed': {
        finish(message.id);
        const error = new Error(`A page failed to render: ${message.message}`);
        page.fail(error);
        page.body?.error(error);
      }
    }
  }

  function start(replacing = false): Slot {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { entry: options.entry } satisfies RenderWorkerData });
    const slot: Slot = {
      worker,
      inFlight: 0,
      gone: false,
      ready: new Promise<void>((resolve, reject) => {
        worker.once('message', (first: FromWorker) => (first.kind === 'ready' ? resolve() : reject(new Error(`A render worker said ${first.kind} before it was ready.`))));
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`A render worker stopped (exit code ${code}) before it was ready.`)));
      }),
    };
    // Swallowed here; `ready` reports it to whoever waits on the pool.
    slot.ready.catch(() => {});
    worker.on('message', (message: FromWorker) => onMessage(slot, message));
    worker.on('error', (error) => logger.error('A render worker failed', { error }));
    worker.on('exit', () => {
      slot.gone = true;
      // Its pages cannot finish now; they fail (a 500 or a cut-short page) rather than hang.
      for (const [id, page] of pages) {
        if (page.slot !== slot) continue;
        finish(id);
        const error = new Error('The render worker stopped while rendering this page.');
        page.fail(error);
        page.body?.error(error);
      }
      if (closing) return;
      // A worker that had been serving is replaced at once. One that never started is reported by
      // `ready` at start-up; a replacement that could not start is tried again a little later.
      const replace = () => { if (!closing) slots[slots.indexOf(slot)] = start(true); };
      slot.ready.then(replace, () => { if (replacing) setTimeout(replace, RETRY_START_MS).unref(); });
    });
    return slot;
  }

  for (let i = 0; i < Math.max(1, options.size); i++) slots.push(start());
  const ready = Promise.all(slots.map((slot) => slot.ready)).then(() => {});

  /** The least busy running worker, or undefined when none runs. */
  const leastBusy = () => slots.filter((candidate) => !candidate.gone)
    .reduce<Slot | undefined>((least, candidate) => (!least || candidate.inFlight < least.inFlight ? candidate : least), undefined);

  const render: RenderPage = async (request, clientAddress) => {
    let slot = leastBusy();
    if (!slot) throw new Error('No render worker is running.');
    if (slot.inFlight >= pagesPerWorker) {
      if (waiting.length >= maxWaiting) return busyAnswer();
      await new Promise<void>((resolve) => waiting.push(resolve));
      slot = leastBusy();
      if (!slot) throw new Error('No render worker is running.');
    }
    // Counted before anything is awaited, so pages arriving together see each other.
    slot.inFlight += 1;
    let body: ArrayBuffer | null;
    try {
      await slot.ready;
      body = await bodyBytes(request);
    } catch (error) {
      // Not a page yet (a body cut off at its limit, a worker that could not start): its place goes back.
      slot.inFlight -= 1;
      waiting.shift()?.();
      throw error;
    }
    const id = ++lastPage;
    const answer = new Promise<Response>((resolve, reject) => {
      pages.set(id, { slot, answer: resolve, fail: reject });
    });
    request.signal.addEventListener('abort', () => { if (finish(id)) post(slot, { kind: 'abort', id }); }, { once: true });
    post(slot, { kind: 'render', id, request: requestHead(request), body, clientAddress }, body ? [body] : []);
    return answer;
  };

  return {
    render,
    ready,
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
