import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterKeepingManifest, serverManifestEdits } from '../vite/react-router-server-manifest.ts';

// Decision 055: the server build's <Scripts> keeps the route discovery manifest's text instead of
// matching every address above the page against every route on every render. The text must be
// what React Router writes, for every page.

const ssrDir = join(dirname(createRequire(import.meta.url).resolve('react-router')), 'lib/dom/ssr');
const componentsSource = fs.readFileSync(join(ssrDir, 'components.js'), 'utf8');
const { getPartialManifest } = await import(pathToFileURL(join(ssrDir, 'fog-of-war.js')).href) as {
  getPartialManifest: (manifest: Manifest, router: Router) => unknown;
};

interface Manifest { url: string; version: string; entry: { module: string }; routes: Record<string, { id: string; path?: string; module: string }>; sri?: unknown }
interface Router { state: { matches: Array<{ route: { id: string } }>; location: { pathname: string } }; match(path: string): Array<{ route: { id: string } }> | null }

/** The added function, with nothing kept yet, run beside React Router's own getPartialManifest. */
const added = serverManifestEdits[1]!.to;
const keeping = () => new Function('getPartialManifest', `${added.slice(0, added.indexOf('//#endregion'))}\nreturn partialManifestText;`)(getPartialManifest) as (manifest: Manifest, router: Router) => string;

const routes = (module: string): Manifest['routes'] => ({
  root: { id: 'root', module: `/assets/root-${module}.js` },
  'routes/home': { id: 'routes/home', path: '/', module: `/assets/home-${module}.js` },
  'routes/product': { id: 'routes/product', path: 'product/:slug', module: `/assets/product-${module}.js` },
  'routes/listing': { id: 'routes/listing', path: 'products-section2/:id', module: `/assets/listing-${module}.js` },
  'routes/not-found': { id: 'routes/not-found', path: '*', module: `/assets/not-found-${module}.js` },
});
const english: Manifest = { url: '/assets/manifest-en.js', version: 'en1', entry: { module: '/assets/entry-en.js' }, routes: routes('en') };
const hindi: Manifest = { url: '/assets/manifest-hi.js', version: 'hi1', entry: { module: '/assets/entry-hi.js' }, routes: routes('hi'), sri: { '/assets/entry-hi.js': 'sha384-x' } };

/** A static router on `pathname`, matching as the shop's routes do, counting its matches. */
function routerAt(pathname: string, asked: string[]): Router {
  const match = (path: string) => {
    asked.push(path);
    const id = path === '/' ? 'routes/home' : /^\/product\/[^/]+$/.test(path) ? 'routes/product' : /^\/products-section2\/[^/]+$/.test(path) ? 'routes/listing' : 'routes/not-found';
    return [{ route: { id: 'root' } }, { route: { id } }];
  };
  return { state: { matches: match(pathname), location: { pathname } }, match };
}

describe('the server build\'s <Scripts>, keeping the route manifest', () => {
  it('writes the text React Router writes, for every page and each language', () => {
    const asked: string[] = [];
    const partialManifestText = keeping();
    for (const manifest of [english, hindi, english]) {
      for (const pathname of ['/', '/product/saree-b2', '/product/kurta-a1', '/products-section2/1', '/products-section2/1/extra', '/a/b/c/d']) {
        expect(partialManifestText(manifest, routerAt(pathname, asked))).toBe(JSON.stringify(getPartialManifest(manifest, routerAt(pathname, [])), null, 2));
      }
    }
  });

  it('matches the addresses above a page for its first render only', () => {
    const asked: string[] = [];
    const partialManifestText = keeping();
    partialManifestText(english, routerAt('/product/saree-b2', asked));
    const first = asked.filter((path) => !path.startsWith('/product/'));
    expect(first).toContain('/product');
    for (const slug of ['kurta-a1', 'dupatta-c3']) partialManifestText(english, routerAt(`/product/${slug}`, asked));
    // Later products' routers match their own page only.
    expect(asked.filter((path) => !path.startsWith('/product/'))).toEqual(first);
  });

  it('edits the installed React Router, and stops the build when React Router moves the code', () => {
    expect(reactRouterKeepingManifest(componentsSource)).toContain('${partialManifestText(manifest, router)}');
    expect(() => reactRouterKeepingManifest(componentsSource.replace('JSON.stringify(getPartialManifest(manifest, router), null, 2)', 'JSON.stringify(getPartialManifest(manifest, router))'))).toThrow(/found it 0 times.*decision 055/);
  });
});
