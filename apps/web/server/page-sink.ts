import { scriptPreloadEdits, scriptsAfterHeroEdit, type TextEdit } from './scripts-after-hero.ts';

/**
 * What React's renderToPipeableStream writes a page to, in place of a Node stream: the pieces of
 * one React flush (the shell, then each streamed boundary) are handed on together, as one piece of
 * the page's web stream. React as installed writes a page in 4 kB pieces, dozens of them for a
 * product page, and passing each through a Node PassThrough and a web stream cost more than
 * writing it. The server build's React writes each flush as one string (decision 053), which is
 * encoded here once, with its edits (scripts-after-hero.ts) made as it is encoded. React as
 * installed (the tests') writes bytes, which are decoded for that first.
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

/**
 * Where a flush is encoded: kept, so that a page's 70 kB are not a fresh buffer that is zeroed,
 * filled and dropped for each flush; the flush's bytes are then copied out once, at their size.
 */
let scratch = new Uint8Array(256 * 1024);
/** A flush that could need more than this is encoded into a buffer of its own, not kept. */
const scratchLimit = 1024 * 1024;

/** The flush's text with its edits made (in order, none overlapping), as bytes: no string of the whole page is made again. */
export function encodeWithEdits(text: string, edits: readonly TextEdit[]): Uint8Array {
  // Room for the worst case, three bytes for each UTF-16 unit.
  const most = 3 * edits.reduce((length, edit) => length + edit.text.length, text.length);
  const into = most <= scratch.length ? scratch : most <= scratchLimit ? (scratch = new Uint8Array(most)) : new Uint8Array(most);
  let written = 0;
  let at = 0;
  const put = (part: string) => { written += encoder.encodeInto(part, into.subarray(written)).written; };
  for (const edit of edits) {
    put(text.slice(at, edit.start));
    put(edit.text);
    at = edit.end;
  }
  put(at === 0 ? text : text.slice(at));
  return into.slice(0, written);
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
    const edits = first ? scriptPreloadEdits(piece) : [];
    if (!scriptsStarted) {
      const started = scriptsAfterHeroEdit(piece);
      if (started) {
        edits.push(started);
        scriptsStarted = true;
      }
    }
    controller.enqueue(encodeWithEdits(piece, edits.sort((a, b) => a.start - b.start)));
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
