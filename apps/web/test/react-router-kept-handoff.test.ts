import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepReadOnly } from '../app/lib/read-only.ts';
import { keptHandoffEdits } from '../vite/react-router-kept-handoff.ts';
import { reactRouterServerModule } from '../vite/react-router-server-edits.ts';

// Decision 056: the server build keeps the loader data's text under a name made from the data.
// Two pages whose data differs in anything turbo-stream writes must never share a name; data
// with anything but plain values has none. (That a kept text makes the very page React Router
// makes is apps/server/test/kept-markup-pages.test.ts's, on the built server.)

const productionDir = dirname(createRequire(import.meta.url).resolve('react-router'));
const sourceOf = (module: string) => fs.readFileSync(join(productionDir, module.startsWith('vendor/') ? module : `lib/${module}`), 'utf8');

/** The added naming functions, as the server build has them, with nothing named yet. */
function naming(): (data: unknown) => string | undefined {
  const added = keptHandoffEdits['server-runtime/single-fetch.js']![2]!.to;
  const body = added.slice(0, added.indexOf('//#endregion'));
  return new Function('SingleFetchRedirectSymbol', 'process', `${body}\nreturn keptHandoffName;`)(redirectSymbol, { env: {} }) as (data: unknown) => string | undefined;
}
const redirectSymbol = Symbol('SingleFetchRedirect');

const page = (overrides: Record<string, unknown> = {}) => ({
  loaderData: {
    root: { host: 'shop.example.in', session: { signedIn: false, userName: null }, wishlist: [3, 7], menu: 'Sarees, Kurtas & Suits'.repeat(10), ...overrides },
    'routes/product': { product: { id: 7, name: 'Cotton Saree', price: 899, sizes: [{ label: 'M', stock: 2 }] }, origin: 'https://shop.example.in' },
  },
  actionData: null,
  errors: null,
});

describe('the name kept loader data goes by', () => {
  it('is the same for the same data and differs when anything turbo-stream writes does', () => {
    const nameOf = naming();
    const name = nameOf(page());
    expect(name).toBeDefined();
    expect(nameOf(page())).toBe(name);
    const others = [
      page({ wishlist: [3] }), page({ wishlist: [7, 3] }), page({ session: { signedIn: true, userName: 'Asha' } }),
      page({ host: 'other.example.in' }), page({ menu: `${'Sarees, Kurtas & Suits'.repeat(10)} ` }), page({ extra: undefined }),
      page({ wishlist: ['3', 7] }), page({ wishlist: [3, 7, null] }), page({ session: { userName: null, signedIn: false } }),
    ];
    const names = new Set([name, ...others.map(nameOf)]);
    expect(names.size).toBe(others.length + 1);
    expect([...names].every((n) => n !== undefined)).toBe(true);
  });

  it('tells one object written twice from two equal ones, as turbo-stream writes a second mention as a reference', () => {
    const nameOf = naming();
    const sizes = [{ label: 'M', stock: 2 }];
    expect(nameOf({ a: sizes, b: sizes })).not.toBe(nameOf({ a: [{ label: 'M', stock: 2 }], b: [{ label: 'M', stock: 2 }] }));
  });

  it('names an object that can never change by itself, and an equal one that can by its content', () => {
    const nameOf = naming();
    const product = keepReadOnly({ id: 7, name: 'Cotton Saree', sizes: [{ label: 'M', stock: 2 }] });
    const name = nameOf({ product, origin: 'https://shop.example.in' });
    expect(nameOf({ product, origin: 'https://shop.example.in' })).toBe(name);
    expect(name!.length).toBeLessThan(60);
    expect(nameOf({ product: keepReadOnly({ ...product }), origin: 'https://shop.example.in' })).not.toBe(name);
    expect(nameOf({ product: { ...product }, origin: 'https://shop.example.in' })).not.toBe(name);
  });

  it('has no name for data turbo-stream writes other than as plain values', () => {
    const nameOf = naming();
    const sparse: number[] = [];
    sparse[2] = 1;
    for (const [index, value] of [
      new Date(0), Promise.resolve(1), new Error('x'), new Map(), new Set(), Number.NaN, Number.POSITIVE_INFINITY, -0, 10n,
      Symbol.for('x'), () => 1, Object.create(null) as object, sparse, { [redirectSymbol]: { redirect: '/login' } }, new URL('https://shop.example.in'),
    ].entries()) {
      expect(nameOf({ loaderData: { root: { value } } }), `value ${index}`).toBeUndefined();
    }
  });
});

describe('the edits', () => {
  it('apply to the installed React Router, and stop the build when React Router moves the code', () => {
    for (const module of Object.keys(keptHandoffEdits)) expect(() => reactRouterServerModule(module, sourceOf(module))).not.toThrow();
    const moved = sourceOf('dom/ssr/single-fetch.js').replace('let promise = streamCache[identifier];', 'const promise = streamCache[identifier];');
    expect(() => reactRouterServerModule('dom/ssr/single-fetch.js', moved)).toThrow(/found it 0 times.*decision 055 or 056/);
  });
});
