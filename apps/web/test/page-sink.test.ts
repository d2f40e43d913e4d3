import { createElement, Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPageSink, encodeWithEdits } from '../server/page-sink.ts';
import { runInNewContext } from 'node:vm';
import { heldModuleCode, scriptPreloadEdits, scriptsAfterHeroEdit, type TextEdit } from '../server/scripts-after-hero.ts';

// The page sink makes its edits as it encodes (encodeWithEdits); these make them as strings, to
// compare with and to read the edited text in these tests.
function withEdits(text: string, edits: readonly TextEdit[]): string {
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}
const holdScriptPreloads = (piece: string): string => withEdits(piece, scriptPreloadEdits(piece));
function startScriptsAfterHero(piece: string): string | undefined {
  const edit = scriptsAfterHeroEdit(piece);
  return edit && withEdits(piece, [edit]);
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const pieces: string[] = [];
  const decoder = new TextDecoder();
  for await (const piece of stream) pieces.push(decoder.decode(piece));
  return pieces;
}

describe('createPageSink', () => {
  it('hands on what was written between two flushes as one piece, strings and bytes alike', async () => {
    const done = vi.fn();
    const { destination, stream } = createPageSink(done);
    expect(destination.write(new TextEncoder().encode('<html>'))).toBe(true);
    destination.write('<body>');
    destination.flush();
    destination.flush();
    destination.write('</body></html>');
    destination.end();
    expect(await readAll(stream)).toEqual(['<html><body>', '</body></html>']);
    expect(done).toHaveBeenCalledOnce();
  });

  it('keeps a character whole when React as installed splits its bytes between two pieces', async () => {
    const { destination, stream } = createPageSink(() => {});
    const bytes = new TextEncoder().encode('<p>साड़ी ₹1,099</p>');
    destination.write(bytes.subarray(0, 5));
    destination.write(bytes.subarray(5));
    destination.end();
    expect(await readAll(stream)).toEqual(['<p>साड़ी ₹1,099</p>']);
  });

  it('a shopper who stops reading stops the render, once', async () => {
    const done = vi.fn();
    const stopRendering = vi.fn();
    const { destination, stream } = createPageSink(done);
    destination.on('close', stopRendering);
    destination.write('shell');
    destination.flush();
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    destination.write('more');
    destination.end();
    expect(stopRendering).toHaveBeenCalledOnce();
    expect(done).toHaveBeenCalledOnce();
  });

  it('a render that fails errors the page\'s stream', async () => {
    const done = vi.fn();
    const { destination, stream } = createPageSink(done);
    destination.write('half a page');
    destination.destroy(new Error('render failed'));
    await expect(readAll(stream)).rejects.toThrow('render failed');
    expect(done).toHaveBeenCalledOnce();
  });

  it('takes a React render whole: the shell in one piece, a streamed boundary in the next', async () => {
    let resolve!: (text: string) => void;
    const later = new Promise<string>((r) => { resolve = r; });
    const Later = () => createElement('p', null, use(later));
    const page = createElement('main', null,
      createElement('h1', null, 'Shell'),
      Array.from({ length: 300 }, (_, i) => createElement('span', { key: i, className: 'a-long-enough-class-name' }, `item ${i}`)),
      createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Later)));
    const { destination, stream } = createPageSink(() => {});
    const pieces = await new Promise<Promise<string[]>>((shellReady) => {
      const { pipe } = renderToPipeableStream(page, {
        onShellReady() {
          pipe(destination as unknown as NodeJS.WritableStream);
          shellReady(readAll(stream));
          setTimeout(() => resolve('Similar products'), 10);
        },
      });
    });
    const [shell, rest, ...more] = await pieces;
    expect(more).toEqual([]);
    // The shell is more than React's 4 kB piece, yet arrives whole.
    expect(shell!.length).toBeGreaterThan(8192);
    expect(shell).toContain('item 299');
    expect(shell).toContain('Loading');
    expect(rest).toContain('Similar products');
  });
});


describe('encodeWithEdits', () => {
  it('writes the bytes of the text with its edits made, from a buffer it reuses', () => {
    const text = '<head><title>साड़ी ₹1,299</title></head><body>😀 एक</body>';
    const edits = [{ start: 6, end: 13, text: '<title data-x>' }, { start: text.indexOf('😀'), end: text.indexOf('😀') + 2, text: '🙂' }];
    const first = encodeWithEdits(text, edits);
    expect(new TextDecoder().decode(first)).toBe(withEdits(text, edits));
    expect(first).toEqual(new TextEncoder().encode(withEdits(text, edits)));
    // Each flush's bytes are its own: the next one does not write over them.
    const second = encodeWithEdits('<p>next</p>', []);
    expect(new TextDecoder().decode(first)).toBe(withEdits(text, edits));
    expect(new TextDecoder().decode(second)).toBe('<p>next</p>');
    expect(first.buffer).not.toBe(second.buffer);
  });

  it('encodes a page larger than the kept buffer, and one all of Hindi', () => {
    const large = `<div>${'कुर्ता ₹899 '.repeat(60_000)}</div>`;
    expect(new TextDecoder().decode(encodeWithEdits(large, [{ start: 0, end: 5, text: '<main>' }]))).toBe(`<main>${large.slice(5)}`);
    const hindi = 'नमस्ते'.repeat(10_000);
    expect(encodeWithEdits(hindi, [])).toEqual(new TextEncoder().encode(hindi));
  });
});

describe('holdScriptPreloads', () => {
  it('writes the head\'s module preloads inert, and leaves the rest of the page alone', () => {
    const page = '<!DOCTYPE html><html><head><title>₹499 Kurta</title><link rel="preload" as="image" href="/k.webp" fetchPriority="high"/>'
      + '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>'
      + '<body><p>&lt;link rel="modulepreload" href="/x.js"&gt; ₹</p></body></html>';
    expect(holdScriptPreloads(page)).toBe(page
      .replace('<link rel="modulepreload" href="/assets/a.js"', '<link data-modulepreload href="/assets/a.js"')
      .replace('<link rel="modulepreload" href="/assets/b.js"', '<link data-modulepreload href="/assets/b.js"'));
  });

  it('hands back a piece without a head or without preloads as it is', () => {
    const body = '<div><link rel="modulepreload" href="/late.js"/></div>';
    expect(holdScriptPreloads(body)).toBe(body);
    const head = '<html><head><title>t</title></head><body></body></html>';
    expect(holdScriptPreloads(head)).toBe(head);
  });
});

describe('startScriptsAfterHero', () => {
  const code = 'import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {"note":"1 < 2"};\nimport("/assets/entry.client.js");';
  const page = `<main><img fetchpriority="high" src="/b.webp"/></main><script nonce="n1">window.ctx={}</script><script nonce="n1" type="module" async="">${code}</script><p>₹</p>`;

  /** Runs the page's starter script against a stand-in document, as a browser would. */
  function run(html: string, hero: { complete: boolean } | null) {
    const starter = /<script nonce="n1">(\(function\(code\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    const listeners: Record<string, () => void> = {};
    const timers: Array<() => void> = [];
    const preloads = [{ rel: '' }, { rel: '' }];
    const appended: Array<{ type?: string; nonce?: string; textContent?: string }> = [];
    const document = {
      currentScript: { nonce: 'n1' },
      querySelectorAll: (selector: string) => (selector === 'link[data-modulepreload]' ? preloads : []),
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' && hero ? { ...hero, addEventListener: (event: string, listener: () => void) => { listeners[event] = listener; } } : null),
      createElement: () => ({}),
      body: { appendChild: (element: object) => appended.push(element) },
    };
    const frames: Array<() => void> = [];
    runInNewContext(starter, { document, setTimeout: (listener: () => void) => timers.push(listener), requestAnimationFrame: (listener: () => void) => frames.push(listener) });
    /** The next frame is painted, and the task after it runs. */
    const paint = () => {
      for (const frame of frames.splice(0)) frame();
      for (const task of timers.splice(0)) task();
    };
    return { listeners, timers, frames, paint, preloads, appended };
  }

  it('starts React Router\'s module script, word for word, once the picture has loaded and been painted', () => {
    const html = startScriptsAfterHero(page)!;
    expect(html).not.toContain('type="module" async=""');
    // No "<" inside the string: nothing in it can close the script early.
    expect(html).not.toContain('1 < 2');
    expect(html).toContain('<script nonce="n1">window.ctx={}</script>');
    expect(html.endsWith('<p>₹</p>')).toBe(true);
    const browser = run(html, { complete: false });
    expect(browser.appended).toEqual([]);
    browser.listeners.load!();
    expect(browser.appended).toEqual([]);
    browser.paint();
    browser.listeners.error!();
    expect(browser.appended).toEqual([{ type: 'module', nonce: 'n1', textContent: code }]);
    expect(browser.preloads).toEqual([{ rel: 'modulepreload' }, { rel: 'modulepreload' }]);
  });

  it('starts after the next frame when the picture is already there, at once when the page has none or it failed, and after 2 s at the latest', () => {
    const html = startScriptsAfterHero(page)!;
    const loaded = run(html, { complete: true });
    loaded.paint();
    expect(loaded.appended).toHaveLength(1);
    expect(run(html, null).appended).toHaveLength(1);
    const slow = run(html, { complete: false });
    slow.timers[0]!();
    expect(slow.appended).toHaveLength(1);
    const broken = run(html, { complete: false });
    broken.listeners.error!();
    expect(broken.appended).toHaveLength(1);
  });

  it('leaves a piece without the module script alone', () => {
    expect(startScriptsAfterHero('<div>streamed boundary</div>')).toBeUndefined();
  });

  it('gives back the module code a starter holds, and nothing for another script (the first-load bench reads it)', () => {
    const html = startScriptsAfterHero(page)!;
    const starters = [...html.matchAll(/<script nonce="n1">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(starters.map(heldModuleCode)).toEqual([undefined, code]);
  });

  it('is done by the page sink: preloads in the first piece\'s head, the module script wherever it comes, once', async () => {
    const { destination, stream } = createPageSink(() => {});
    destination.write('<html><head><link rel="modulepreload" href="/a.js"/></head><body>');
    destination.flush();
    destination.write(`<template><link rel="modulepreload" href="/b.js"/></head></template><script nonce="n1" type="module" async="">${code}</script>`);
    destination.flush();
    destination.write(`<script nonce="n1" type="module" async="">later</script></body></html>`);
    destination.end();
    const [first, second, third] = await readAll(stream);
    expect(first).toBe('<html><head><link data-modulepreload href="/a.js"/></head><body>');
    expect(second).toContain('<template><link rel="modulepreload" href="/b.js"/></head></template><script nonce="n1">(function(code)');
    expect(third).toBe('<script nonce="n1" type="module" async="">later</script></body></html>');
  });
});
