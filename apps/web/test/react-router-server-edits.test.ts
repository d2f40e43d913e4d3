import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterServerModule, serverEdits } from '../vite/react-router-server-edits.ts';

// Decision 055: the server build's React Router keeps what is the same for every page of a build:
// the route discovery manifest's text, the server routes and the static router's data routes.
// What it writes and renders must be what React Router makes anew.

const ssrDir = join(dirname(createRequire(import.meta.url).resolve('react-router')), 'lib/dom/ssr');
const libDir = join(ssrDir, '../..');
const sourceOf = (module: string) => fs.readFileSync(join(libDir, module), 'utf8');
const { getPartialManifest } = await import(pathToFileURL(join(ssrDir, 'fog-of-war.js')).href) as {
  getPartialManifest: (manifest: Manifest, router: Router) => unknown;
};

interface Manifest { url: string; version: string; entry: { module: string }; routes: Record<string, { id: string; path?: string; module: string }>; sri?: unknown }
interface Router { state: { matches: Array<{ route: { id: string } }>; location: { pathname: string } }; match(path: string): Array<{ route: { id: string } }> | null }

/** The added function, with nothing kept yet, run beside React Router's own getPartialManifest. */
const added = serverEdits['dom/ssr/components.js']![1]!.to;
const keeping = () => new Function('getPartialManifest', `${added.slice(0, added.indexOf('//#endregion'))}\nreturn partialManifestText;`)(getPartialManifest) as (manifest: Manifest, router: Router) => string;

const manifestRoutesOf = (module: string): Manifest['routes'] => ({
  root: { id: 'root', module: `/assets/root-${module}.js` },
  'routes/home': { id: 'routes/home', path: '/', module: `/assets/home-${module}.js` },
  'routes/product': { id: 'routes/product', path: 'product/:slug', module: `/assets/product-${module}.js` },
  'routes/listing': { id: 'routes/listing', path: 'products-section2/:id', module: `/assets/listing-${module}.js` },
  'routes/not-found': { id: 'routes/not-found', path: '*', module: `/assets/not-found-${module}.js` },
});
const english: Manifest = { url: '/assets/manifest-en.js', version: 'en1', entry: { module: '/assets/entry-en.js' }, routes: manifestRoutesOf('en') };
const hindi: Manifest = { url: '/assets/manifest-hi.js', version: 'hi1', entry: { module: '/assets/entry-hi.js' }, routes: manifestRoutesOf('hi'), sri: { '/assets/entry-hi.js': 'sha384-x' } };

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

  it('makes the server routes and data routes once per build, the same as React Router makes them', async () => {
    const { createServerRoutes } = await import(pathToFileURL(join(ssrDir, 'routes.js')).href) as { createServerRoutes: (...args: unknown[]) => unknown[] };
    const { convertRoutesToDataRoutes } = await import(pathToFileURL(join(libDir, 'router/utils.js')).href) as { convertRoutesToDataRoutes: (...args: unknown[]) => unknown[] };
    const addedTo = (module: string) => serverEdits[module]![1]!.to;
    const body = (module: string) => addedTo(module).slice(0, addedTo(module).indexOf('//#endregion'));
    const keptServerRoutes = new Function('createServerRoutes', `${body('dom/ssr/server.js')}\nreturn keptServerRoutes;`)(createServerRoutes) as (...args: unknown[]) => unknown[];
    const keptDataRoutes = new Function('convertRoutesToDataRoutes', `${body('dom/server.js')}\nreturn keptDataRoutes;`)(convertRoutesToDataRoutes) as (routes: unknown[]) => { manifest: object; dataRoutes: unknown[] };
    const page = () => null;
    const manifestRoutes = (manifest: Manifest) => Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, { ...route, parentId: id === 'root' ? undefined : 'root', hasLoader: true }]));
    const [en, hi] = [manifestRoutes(english), manifestRoutes(hindi)];
    const modules = Object.fromEntries(Object.keys(en).map((id) => [id, { default: page }]));
    const routes = keptServerRoutes(en, modules, {}, false);
    expect(keptServerRoutes(en, modules, {}, false)).toBe(routes);
    // Routes hold functions React Router makes anew each time (a loader stub): compared by shape.
    const shape = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? `function ${v.name}` : v));
    expect(shape(routes)).toBe(shape(createServerRoutes(en, modules, {}, false)));
    expect(keptServerRoutes(hi, modules, {}, false)).not.toBe(routes);
    const data = keptDataRoutes(routes);
    expect(keptDataRoutes(routes)).toBe(data);
    const fresh: Record<string, unknown> = {};
    expect(shape(data.dataRoutes)).toBe(shape(convertRoutesToDataRoutes(routes, undefined, undefined, fresh)));
    expect(shape(data.manifest)).toBe(shape(fresh));
  });

  it('gathers the route modules once per build, as React Router gathers them for each page', async () => {
    // React Router gathered them into a new object for every page, and the routes above are
    // kept by that object: without this, they were made anew for every page all the same.
    const { createEntryRouteModules } = await import(pathToFileURL(join(libDir, 'server-runtime/entry.js')).href) as { createEntryRouteModules: (routes: object) => object };
    const edited = reactRouterServerModule('server-runtime/entry.js', sourceOf('server-runtime/entry.js'));
    const kept = new Function(`${edited.replace(/^export .*$/m, '')}\nreturn createEntryRouteModules;`)() as typeof createEntryRouteModules;
    const buildRoutes = (name: string) => ({ root: { id: 'root', module: { default: () => name } }, 'routes/home': { id: 'routes/home', module: { default: () => null } } });
    const [en, hi] = [buildRoutes('en'), buildRoutes('hi')];
    const modules = kept(en);
    expect(kept(en)).toBe(modules);
    expect(modules).toEqual(createEntryRouteModules(en));
    expect(kept(hi)).not.toBe(modules);
    expect(kept(hi)).toEqual(createEntryRouteModules(hi));
  });

  it('edits the installed React Router, and stops the build when React Router moves the code', () => {
    for (const module of Object.keys(serverEdits)) expect(() => reactRouterServerModule(module, sourceOf(module))).not.toThrow();
    expect(reactRouterServerModule('dom/ssr/components.js', sourceOf('dom/ssr/components.js'))).toContain('${partialManifestText(manifest, router)}');
    expect(() => reactRouterServerModule('dom/ssr/components.js', sourceOf('dom/ssr/components.js').replace('JSON.stringify(getPartialManifest(manifest, router), null, 2)', 'JSON.stringify(getPartialManifest(manifest, router))'))).toThrow(/found it 0 times.*decision 055/);
  });
});
