import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reactDomServerFile, reactDomServerWritingText, textWriteEdits } from '../vite/react-dom-server-writes-text.ts';
import { applyExactEdits } from '../vite/exact-edits.ts';

// Decision 053: the server build's React writes a page's pieces as text, one string per flush.
// The page must come out byte for byte as the installed React writes it, streamed parts included.

type Server = typeof import('react-dom/server');
const requireBeside = createRequire(reactDomServerFile);
// Production React, as the server runs it (tests otherwise get React's development build).
const React = requireBeside(join(dirname(requireBeside.resolve('react/package.json')), 'cjs/react.production.js')) as typeof import('react');
const { createElement: h, Suspense, use } = React;
const requireForServer = (id: string) => (id === 'react' ? React : requireBeside(id));
const source = fs.readFileSync(reactDomServerFile, 'utf8');

/** React's Node renderer from `code`, run as the server bundle runs it: its own copy, beside the installed React. */
function rendererFrom(code: string): Server {
  const module = { exports: {} as Server };
  new Function('exports', 'require', 'module', '__filename', '__dirname', code)(module.exports, requireForServer, module, reactDomServerFile, dirname(reactDomServerFile));
  return module.exports;
}
const installed = rendererFrom(source);
const edited = () => rendererFrom(reactDomServerWritingText(source));

/** The page as the shopper gets it: each flush's bytes in order, and how many flushes there were. */
function render(server: Server, page: ReactNode): Promise<{ html: string; flushes: number }> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    let flushes = 0;
    const out = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        pieces.push(Buffer.from(chunk));
        done();
      },
    });
    (out as Writable & { flush(): void }).flush = () => { flushes += 1; };
    out.on('finish', () => resolve({ html: Buffer.concat(pieces).toString('utf8'), flushes }));
    const { pipe } = server.renderToPipeableStream(page, { onShellReady: () => pipe(out), onShellError: reject, nonce: 'n0nce' });
  });
}

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function Similar({ names }: { names: Promise<string[]> }) {
  return h('ul', null, use(names).map((name) => h('li', { key: name, className: 'pc' }, name)));
}

/** A shop page: attributes, escaping, Hindi and the rupee sign, a long text, and a part streamed after the shell. */
function shopPage(tag: string, ms: number): ReactNode {
  const cards = Array.from({ length: 40 }, (_, i) => h('li', { key: i, className: 'pc' }, h('a', { href: `/product/${tag}-${i}`, 'aria-label': `Add "${tag}" <${i}> & more` }, `₹${i},099 साड़ी ${tag}`)));
  return h('html', { lang: 'hi' }, h('head', null, h('title', null, `Haat ${tag}`)), h('body', null,
    h('main', null, h('h1', null, `कुर्ता ${tag}`), h('ul', null, cards), h('p', null, 'x'.repeat(5_000))),
    h(Suspense, { fallback: h('p', null, 'Loading…') }, h(Similar, { names: later([`${tag} Kurti`, `${tag} Dupatta`], ms) }))));
}

describe('the server build\'s React, writing text', () => {
  it('writes every page byte for byte as the installed React does, its streamed part included', async () => {
    const ours = edited();
    const [want, got] = [await render(installed, shopPage('a', 5)), await render(ours, shopPage('a', 5))];
    expect(got.html).toBe(want.html);
    expect(got.html).toContain('साड़ी a');
    expect(got.html).toContain('a Dupatta');
    // The shell, then the streamed part: the same flushes as before.
    expect(got.flushes).toBe(want.flushes);
    expect(got.flushes).toBeGreaterThan(1);
  });

  it('keeps two pages rendered at once apart', async () => {
    const ours = edited();
    const alone = [await render(installed, shopPage('first', 30)), await render(installed, shopPage('second', 10))];
    const together = await Promise.all([render(ours, shopPage('first', 30)), render(ours, shopPage('second', 10))]);
    expect(together.map((page) => page.html)).toEqual(alone.map((page) => page.html));
  });

  it('stops the build when React moves the code an edit expects', () => {
    expect(() => reactDomServerWritingText(source.replace('function completeWriting(destination) {\n', 'function completeWriting(d) {\n'))).toThrow(/found it 0 times.*decision 053/);
    expect(() => applyExactEdits(`${source}\nfunction completeWriting(destination) {\n}`, textWriteEdits, 'react-dom', '')).toThrow(/found it 2 times/);
  });
});
