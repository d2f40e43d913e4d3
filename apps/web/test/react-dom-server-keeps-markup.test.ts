import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptMarkup } from '../app/components/kept-markup.tsx';
import { editedReactDomServer } from '../vite/react-dom-server-writes-text.ts';
import { later, React, render, rendererFrom, source } from './production-react-renderer.ts';

// Decision 054: the server build's React writes a part it has written before, under the same
// name and at the same place, as the text it wrote then. The page must come out byte for byte as
// the installed React writes it, and a part that did more than write markup is never kept.

const { createElement: h, Suspense, use, useId } = React;
const installed = rendererFrom(source);
/** A fresh edited renderer: its own kept markup, and KEPT_MARKUP_CHECK as it is now. */
const edited = () => rendererFrom(editedReactDomServer(source));
const kept = (by: string, child: ReactElement | string) => h(KeptMarkup, { by, children: child as ReactElement });

afterEach(() => {
  delete process.env.KEPT_MARKUP_CHECK;
});

/** A component that counts its renders, so a test can tell a kept part from one rendered again. */
function counted<P extends object>(draw: (props: P) => ReactNode) {
  const renders = { count: 0 };
  const rendered = () => { renders.count += 1; };
  const Component = (props: P) => {
    rendered();
    return draw(props);
  };
  return { renders, Component };
}

/** A product card with an id of its own (useId) that counts its renders. */
function counter() {
  const { renders, Component: Card } = counted(({ name, price }: { name: string; price: number }) => {
    const id = useId();
    return h('article', { className: 'pc', 'aria-labelledby': id },
      h('h3', { id }, name),
      h('p', null, `₹${price.toLocaleString('en-IN')}`, ' ', h('s', null, 'M.R.P. & "more"')),
      h('button', { type: 'button', onClick: () => {} }, 'Add to Cart'));
  });
  return { renders, Card };
}

function shopPage(body: ReactNode): ReactNode {
  return h('html', { lang: 'hi' }, h('head', null, h('title', null, 'Haat')), h('body', null, h('main', null, body)));
}

function listing(Card: ReturnType<typeof counter>['Card'], names: string[]): ReactNode {
  return shopPage(h('ul', null, names.map((name, i) => h('li', { key: name }, kept(`card ${name} ${i * 100}`, h(Card, { name, price: i * 100 }))))));
}

const names = Array.from({ length: 24 }, (_, i) => `साड़ी ${i}`);

describe('the server build\'s React, keeping markup', () => {
  it('writes a part it wrote before from memory, byte for byte as React renders it', async () => {
    const ours = edited();
    const { renders, Card } = counter();
    const want = await render(installed, listing(counter().Card, names));
    expect((await render(ours, listing(Card, names))).html).toBe(want.html);
    expect(renders.count).toBe(24);
    expect((await render(ours, listing(Card, names))).html).toBe(want.html);
    expect(renders.count).toBe(24);
  });

  it('renders a part again under another name, or at another place in the tree', async () => {
    const ours = edited();
    const { renders, Card: Counted } = counter();
    await render(ours, listing(Counted, names));
    const other = names.map((name, i) => (i === 3 ? `${name} (new)` : name));
    expect((await render(ours, listing(Counted, other))).html).toBe((await render(installed, listing(counter().Card, other))).html);
    expect(renders.count).toBe(25);
    // The same names one place further along: useId counts from the place, so every card is new.
    const moved = (Card: ReturnType<typeof counter>['Card']) => shopPage(h('div', null, h('p', null, 'Sort'), h('ul', null, names.map((name, i) => h('li', { key: name }, kept(`card ${name} ${i * 100}`, h(Card, { name, price: i * 100 })))))));
    expect((await render(ours, moved(Counted))).html).toBe((await render(installed, moved(counter().Card))).html);
    expect(renders.count).toBe(49);
  });

  it('writes text beside text as React does', async () => {
    const ours = edited();
    // The same part at the same place, after text on one page and after an element on the other:
    // React separates two texts with a comment, so the kept text differs.
    const afterText = shopPage(h('p', null, 'Only ', kept('count', '3 left')));
    const afterElement = shopPage(h('p', null, h('b', null, 'Only'), kept('count', '3 left')));
    for (const words of [afterText, afterElement, afterText, afterElement]) expect((await render(ours, words)).html).toBe((await render(installed, words)).html);
  });

  it('never keeps a part that waited on data, asked for a resource or carries the nonce', async () => {
    const ours = edited();
    const Later = ({ name }: { name: Promise<string> }) => h('b', null, use(name));
    const parts = (nonce: string): ReactNode[] => [
      h(Suspense, { fallback: h('i', null, '…') }, h(Later, { name: later('Kurta', 5) })),
      h('img', { src: '/uploads/hero.webp', alt: '', fetchPriority: 'high' }),
      h('title', null, 'A title of its own'),
      h('link', { rel: 'stylesheet', href: '/part.css', precedence: 'default' }),
      h('script', { nonce, dangerouslySetInnerHTML: { __html: 'window.x = 1' } }),
    ];
    const box = () => counted(({ child }: { child: ReactNode }) => h('div', null, child));
    const withParts = (Part: ReturnType<typeof box>['Component'], nonce: string) => shopPage(parts(nonce).map((child, i) => h('section', { key: i }, kept(`part ${i}`, h(Part, { child })))));
    const { renders, Component: Part } = box();
    for (const nonce of ['n0nce', 'n1nce']) {
      expect((await render(ours, withParts(Part, nonce), nonce)).html).toBe((await render(installed, withParts(box().Component, nonce), nonce)).html);
    }
    expect(renders.count).toBe(10);
  });

  it('never keeps a part that only found its resource asked for already', async () => {
    const ours = edited();
    const logo = () => counted(({ alt }: { alt: string }) => h('img', { src: '/uploads/logo.webp', alt }));
    // First after the header's copy of the picture, whose preload is then in the head; then on a
    // page without it, where the part's own picture must ask for the preload.
    const withHeader = (Logo: (props: { alt: string }) => ReactNode) => shopPage([h('header', { key: 'h' }, h('img', { src: '/uploads/logo.webp', alt: '' })), h('footer', { key: 'f' }, kept('logo', h(Logo, { alt: 'Haat' })))]);
    const alone = (Logo: (props: { alt: string }) => ReactNode) => shopPage([h('div', { key: 'h' }), h('footer', { key: 'f' }, kept('logo', h(Logo, { alt: 'Haat' })))]);
    const { renders, Component: Logo } = logo();
    for (const shown of [withHeader, alone]) expect((await render(ours, shown(Logo))).html).toBe((await render(installed, shown(logo().Component))).html);
    expect((await render(installed, alone(logo().Component))).html).toContain('rel="preload"');
    expect(renders.count).toBe(2);
  });

  it('keeps two pages rendered at once apart', async () => {
    const ours = edited();
    const { Card } = counter();
    const first = names.slice(0, 12);
    const second = names.slice(6);
    const want = [await render(installed, listing(counter().Card, first)), await render(installed, listing(counter().Card, second))];
    for (let round = 0; round < 2; round++) {
      const got = await Promise.all([render(ours, listing(Card, first)), render(ours, listing(Card, second))]);
      expect(got.map((shown) => shown.html)).toEqual(want.map((shown) => shown.html));
    }
  });

  it('forgets the least recently used parts beyond its limit', async () => {
    const ours = edited();
    const { renders, Component: Long } = counted(({ n }: { n: number }) => h('p', null, `${n} `.padEnd(500_000, 'x')));
    const part = (n: number) => shopPage(kept(`long ${n}`, h(Long, { n })));
    for (let n = 0; n < 12; n++) await render(ours, part(n));
    expect(renders.count).toBe(12);
    await render(ours, part(11));
    expect(renders.count).toBe(12);
    await render(ours, part(0));
    expect(renders.count).toBe(13);
  });

  it('with KEPT_MARKUP_CHECK, renders kept parts anyway and stops a page whose markup moved under the same name', async () => {
    process.env.KEPT_MARKUP_CHECK = '1';
    const ours = edited();
    const { renders, Card } = counter();
    await render(ours, listing(Card, names));
    await render(ours, listing(Card, names));
    expect(renders.count).toBe(48);
    const careless = (price: number) => shopPage(kept('card without its price', h(Card, { name: 'Kurta', price })));
    await render(ours, careless(499));
    await expect(render(ours, careless(599))).rejects.toThrow(/misses something the markup depends on \(decision 054\)/);
  });

  it('stops the build when React moves the code the edit expects', () => {
    expect(() => editedReactDomServer(source.replace('function renderElement(request, task, keyPath, type, props, ref) {\n', 'function renderElement(request, task, keyPath, type, props) {\n'))).toThrow(/found it 0 times.*decision 054/);
  });
});
