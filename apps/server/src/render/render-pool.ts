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
  /**
   * After this long without a page, each worker that has rendered pages is replaced by a fresh
   * one, so the memory its heap grew to under load goes back to the system (decision 034). 0: never.
   */
  idleRecycleMs?: number;
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

interface Slot {
  worker: Worker;
  inFlight: number;
  ready: Promise<void>;
  gone: boolean;
  /** Pages it was given since it started: a worker that rendered none has nothing to give back. */
  rendered: number;
  /** Replaced by a fresh worker after an idle time; stops once its last page is out. */
  retired: boolean;
}

/** How long to wait before starting again a replacement worker that could not start. */
const RETRY_START_MS = 5000;

/**
 * Idle time before workers are renewed: well within the minute after which a quiet server should
 * be back near its starting memory (issue 17), and long after any burst of pages has ended.
 */
const IDLE_RECYCLE_MS = 20_000;

/**
 * A worker's young generation, where a page's short-lived objects are made and mostly die. V8
 * lets it grow to about 50 MB per thread under load; 24 MB (8 MB semi-spaces, as the main thread
 * gets from server-memory.ts) keeps RSS down for a few more quick collections (decision 034).
 */
const WORKER_YOUNG_GENERATION_MB = 24;

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
  const idleRecycleMs = options.idleRecycleMs ?? IDLE_RECYCLE_MS;
  /** When the last page was asked for or written out. */
  let lastActivity = Date.now();
  /** Fresh workers still loading the storefront, to be stopped too if the pool closes first. */
  const starting = new Set<Slot>();
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
      lastActivity = Date.now();
      if (page.slot.retired && page.slot.inFlight === 0) void page.slot.worker.terminate();
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
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { entry: options.entry } satisfies RenderWorkerData,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    const slot: Slot = {
      worker,
      inFlight: 0,
      gone: false,
      rendered: 0,
      retired: false,
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
      // A retired worker's place is already taken by its fresh successor.
      if (closing || slot.retired) return;
      // A worker that had been serving is replaced at once. One that never started is reported by
      // `ready` at start-up; a replacement that could not start is tried again a little later.
      const replace = () => { if (!closing) slots[slots.indexOf(slot)] = start(true); };
      slot.ready.then(replace, () => { if (replacing) setTimeout(replace, RETRY_START_MS).unref(); });
    });
    return slot;
  }

  for (let i = 0; i < Math.max(1, options.size); i++) slots.push(start());
  const ready = Promise.all(slots.map((slot) => slot.ready)).then(() => {});

  /**
   * Puts a fresh worker in the place of one that rendered pages. The fresh one takes new pages
   * only once it has loaded the storefront; the old one finishes what it has, then stops, and its
   * heap (grown to what the busiest moment needed) is released with it.
   */
  async function renew(old: Slot): Promise<void> {
    const fresh = start(true);
    starting.add(fresh);
    try {
      await fresh.ready;
    } catch {
      return; // it reported itself; the old worker keeps serving
    } finally {
      starting.delete(fresh);
    }
    const place = slots.indexOf(old);
    if (closing || place === -1 || old.gone) {
      void fresh.worker.terminate();
      return;
    }
    slots[place] = fresh;
    old.retired = true;
    if (old.inFlight === 0) void old.worker.terminate();
  }

  let renewing = false;
  const idleCheck = idleRecycleMs > 0
    ? setInterval(() => {
      if (renewing || closing || Date.now() - lastActivity < idleRecycleMs) return;
      // A page still streaming to a slow shopper keeps its own worker, not the others.
      const used = slots.filter((slot) => slot.rendered > 0 && slot.inFlight === 0 && !slot.gone);
      if (used.length === 0) return;
      // One at a time, so a shopper arriving meanwhile always finds a worker ready.
      renewing = true;
      void used.reduce((previous, slot) => previous.then(() => renew(slot)), Promise.resolve())
        .finally(() => { renewing = false; });
    }, Math.max(1000, idleRecycleMs / 4))
    : undefined;
  idleCheck?.unref();

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
    slot.rendered += 1;
    lastActivity = Date.now();
    let body: ArrayBuffer | null;
    try {
      await slot.ready;
      body = await bodyBytes(request);
    } catch (error) {
      // Not a page yet (a body cut off at its limit, a worker that could not start): its place goes back.
      slot.inFlight -= 1;
      if (slot.retired && slot.inFlight === 0) void slot.worker.terminate();
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
      clearInterval(idleCheck);
      await Promise.all([...slots, ...starting].map((slot) => slot.worker.terminate()));
    },
  };
}
