import { holdScriptPreloads, startScriptsAfterHero } from './scripts-after-hero.ts';

/**
 * What React's renderToPipeableStream writes a page to, in place of a Node stream: the pieces of
 * one React flush (the shell, then each streamed boundary) are handed on together, as one piece of
 * the page's web stream. React as installed writes a page in 4 kB pieces, dozens of them for a
 * product page, and passing each through a Node PassThrough and a web stream cost more than
 * writing it. The server build's React writes each flush as one string (decision 053), which is
 * rewritten as text (scripts-after-hero.ts) and encoded here, once. React as installed (the
 * tests') writes bytes, which are decoded for that first.
 * The page is rendered into memory at the pace React writes it, as it was before: the web stream
 * buffers whatever the shopper has not read yet, and a page is a few hundred kB at most.
 */
export interface PageSink {
  /** The slice of a Node Writable that React's `pipe` uses. */
  destination: {
    write(chunk: Uint8Array | string): boolean;
    flush(): void;
    end(): void;
    destroy(error?: unknown): void;
    on(event: string, listener: () => void): PageSink['destination'];
  };
  /** The page as the Response's body. */
  stream: ReadableStream<Uint8Array>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One flush's pieces as text: strings from the server build's React, bytes from React as installed. */
function flushText(pieces: Array<Uint8Array | string>): string {
  if (pieces.every((piece) => typeof piece === 'string')) return pieces.join('');
  // Joined as bytes first: a character may be split between two pieces.
  return decoder.decode(Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? encoder.encode(piece) : piece))));
}

/** `onDone` runs once when the page is written out, fails, or the shopper stops reading. */
export function createPageSink(onDone: () => void): PageSink {
  let pieces: Array<Uint8Array | string> = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let done = false;
  let stopRendering: (() => void) | undefined;
  let first = true;
  let scriptsStarted = false;
  const finish = () => {
    if (done) return false;
    done = true;
    onDone();
    return true;
  };
  const handOn = () => {
    if (done || pieces.length === 0) return;
    const piece = flushText(pieces);
    // The first flush is React's shell: the whole <head>, where the script preloads are, and the
    // module script at its end; the scripts start after the page's picture (scripts-after-hero.ts).
    let out = first ? holdScriptPreloads(piece) : piece;
    if (!scriptsStarted) {
      const started = startScriptsAfterHero(out);
      if (started) [out, scriptsStarted] = [started, true];
    }
    controller.enqueue(encoder.encode(out));
    first = false;
    pieces = [];
  };
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => { controller = c; },
    // The shopper went away: React stops rendering, as it does when a Node stream closes early.
    cancel: () => {
      pieces = [];
      if (finish()) stopRendering?.();
    },
  });
  const destination: PageSink['destination'] = {
    write(chunk) {
      if (!done) pieces.push(chunk);
      return true;
    },
    flush: handOn,
    end() {
      handOn();
      if (finish()) controller.close();
    },
    destroy(error) {
      if (finish()) controller.error(error);
    },
    on(event, listener) {
      if (event === 'close') stopRendering = listener;
      return destination;
    },
  };
  return { destination, stream };
}
