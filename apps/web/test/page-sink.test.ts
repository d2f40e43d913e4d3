import { createElement, Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPageSink } from '../server/page-sink.ts';
import { lowerScriptPreloads } from '../server/script-preloads.ts';

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

describe('lowerScriptPreloads', () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it('asks for the head\'s module preloads at low priority, and leaves the rest of the page alone', () => {
    const page = '<!DOCTYPE html><html><head><title>₹499 Kurta</title><link rel="preload" as="image" href="/k.webp" fetchPriority="high"/>'
      + '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>'
      + '<body><p>&lt;link rel="modulepreload" href="/x.js"&gt; ₹</p></body></html>';
    expect(decode(lowerScriptPreloads(encode(page)))).toBe(page
      .replace('<link rel="modulepreload" href="/assets/a.js"', '<link rel="modulepreload" fetchPriority="low" href="/assets/a.js"')
      .replace('<link rel="modulepreload" href="/assets/b.js"', '<link rel="modulepreload" fetchPriority="low" href="/assets/b.js"'));
  });

  it('hands back a piece without a head or without preloads as it is', () => {
    const body = encode('<div><link rel="modulepreload" href="/late.js"/></div>');
    expect(lowerScriptPreloads(body)).toBe(body);
    const head = encode('<html><head><title>t</title></head><body></body></html>');
    expect(lowerScriptPreloads(head)).toBe(head);
  });

  it('is what the page sink does to the first piece only', async () => {
    const { destination, stream } = createPageSink(() => {});
    destination.write('<html><head><link rel="modulepreload" href="/a.js"/></head><body>');
    destination.flush();
    destination.write('<template><link rel="modulepreload" href="/b.js"/></head></template></body></html>');
    destination.end();
    expect(await readAll(stream)).toEqual([
      '<html><head><link rel="modulepreload" fetchPriority="low" href="/a.js"/></head><body>',
      '<template><link rel="modulepreload" href="/b.js"/></head></template></body></html>',
    ]);
  });
});
