import { createElement, Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPageSink } from '../server/page-sink.ts';

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
