import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reactDomServerWritingText, textWriteEdits } from '../vite/react-dom-server-writes-text.ts';
import { applyExactEdits } from '../vite/exact-edits.ts';
import { later, React, render, rendererFrom, source } from './production-react-renderer.ts';

// Decision 053: the server build's React writes a page's pieces as text, one string per flush.
// The page must come out byte for byte as the installed React writes it, streamed parts included.

const { createElement: h, Suspense, use } = React;
const installed = rendererFrom(source);
const edited = () => rendererFrom(reactDomServerWritingText(source));

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
