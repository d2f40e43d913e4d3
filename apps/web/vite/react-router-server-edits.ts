import type { Plugin } from 'vite';
import { applyExactEdits, type ExactEdit } from './exact-edits.ts';
import { keptHandoffEdits } from './react-router-kept-handoff.ts';

/**
 * What React Router makes anew for every page although it is the same for every page of a build
 * (decision 055), kept by the server build instead:
 *
 * - `<Scripts>` writes into every page the manifest of the routes the browser needs first: the
 *   page's own, and those matching each shorter address above it (`/product` for
 *   `/product/saree-b2`). It found those by matching each such address against the routes, and
 *   wrote the result as indented JSON. The text depends only on the build's manifest, the page's
 *   routes and the routes of the addresses above it: kept per manifest (each language's build has
 *   its own), with the routes of each address above a page (at most 1,000 addresses, then it
 *   starts again) and the text for each set of routes.
 * - `<ServerRouter>` made the route objects of the whole app from the manifest and the route
 *   modules, and the static router made its data routes from those: about fifty routes, twice,
 *   per page. Both depend on nothing but their inputs, which are the build's own objects, and
 *   neither is changed afterwards: kept per input object (a WeakMap, so an input no longer used
 *   takes its routes with it).
 * - The route modules are one of those inputs, and the request handler gathered them into a new
 *   object for every page (`createEntryRouteModules(build.routes)`), so the routes kept by that
 *   object were made again for every page all the same. The object is kept per build's routes;
 *   nothing on the server writes to it.
 */
export const serverEdits: Record<string, ExactEdit[]> = {
  'server-runtime/entry.js': [
    {
      from: 'function createEntryRouteModules(manifest) {\n\treturn Object.keys(manifest)',
      to: `// Added by the storefront's build (vite/react-router-server-edits.ts, decision 055).
var entryRouteModulesKept = new WeakMap();
function createEntryRouteModules(manifest) {
	let kept = entryRouteModulesKept.get(manifest);
	if (kept === undefined) entryRouteModulesKept.set(manifest, kept = gatherEntryRouteModules(manifest));
	return kept;
}
function gatherEntryRouteModules(manifest) {
	return Object.keys(manifest)`,
    },
  ],
  'dom/ssr/components.js': [
    {
      from: 'JSON.stringify(getPartialManifest(manifest, router), null, 2)',
      to: 'partialManifestText(manifest, router)',
    },
    {
      from: /\n\/\/#endregion\nexport \{ CRITICAL_CSS_DATA_ATTRIBUTE,/,
      to: `
// Added by the storefront's build (vite/react-router-server-edits.ts, decision 055).
var partialManifestTexts = new WeakMap();
function partialManifestText(manifest, router) {
	let kept = partialManifestTexts.get(manifest);
	if (kept === undefined) partialManifestTexts.set(manifest, kept = { above: new Map(), texts: new Map() });
	let routeIds = new Set(router.state.matches.map((m) => m.route.id));
	let segments = router.state.location.pathname.split("/").filter(Boolean);
	let paths = ["/"];
	segments.pop();
	while (segments.length > 0) {
		paths.push(\`/\${segments.join("/")}\`);
		segments.pop();
	}
	for (let path of paths) {
		let ids = kept.above.get(path);
		if (ids === undefined) {
			ids = (router.match(path) ?? []).map((m) => m.route.id);
			if (kept.above.size >= 1000) kept.above.clear();
			kept.above.set(path, ids);
		}
		for (let id of ids) routeIds.add(id);
	}
	let key = [...routeIds].join("\\n");
	let text = kept.texts.get(key);
	if (text === undefined) {
		text = JSON.stringify(getPartialManifest(manifest, router), null, 2);
		if (kept.texts.size >= 1000) kept.texts.clear();
		kept.texts.set(key, text);
	}
	return text;
}
//#endregion
export { CRITICAL_CSS_DATA_ATTRIBUTE,`,
    },
  ],
  'dom/ssr/server.js': [
    {
      from: 'let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);',
      to: 'let routes = keptServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);',
    },
    {
      from: '\n//#endregion\nexport { ServerRouter };',
      to: `
// Added by the storefront's build (vite/react-router-server-edits.ts, decision 055).
var serverRoutesKept = new WeakMap();
function keptServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
	if (isSpaMode) return createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
	let byModules = serverRoutesKept.get(manifestRoutes);
	if (byModules === undefined) serverRoutesKept.set(manifestRoutes, byModules = new WeakMap());
	let routes = byModules.get(routeModules);
	if (routes === undefined) byModules.set(routeModules, routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode));
	return routes;
}
//#endregion
export { ServerRouter };`,
    },
  ],
  'dom/server.js': [
    {
      from: '\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);\n',
      to: '\tlet { manifest, dataRoutes } = keptDataRoutes(routes);\n',
    },
    {
      from: '\n//#endregion\nexport { StaticRouter, StaticRouterProvider, createStaticRouter };',
      to: `
// Added by the storefront's build (vite/react-router-server-edits.ts, decision 055).
var dataRoutesKept = new WeakMap();
function keptDataRoutes(routes) {
	let kept = dataRoutesKept.get(routes);
	if (kept === undefined) {
		let manifest = {};
		kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };
		dataRoutesKept.set(routes, kept);
	}
	return kept;
}
//#endregion
export { StaticRouter, StaticRouterProvider, createStaticRouter };`,
    },
  ],
};

/** Every edit the server build makes to React Router: decision 055's, and decision 056's kept loader data. */
const allServerEdits: Record<string, ExactEdit[]> = { ...serverEdits, ...keptHandoffEdits };

/** A module's path in React Router's production build: its own modules under lib/, turbo-stream under vendor/. */
const productionPath = (module: string) => (module.startsWith('vendor/') ? module : `lib/${module}`);

/** Which of React Router's modules `id` is, as a key of `allServerEdits`, if it is one of them. */
function editedModule(id: string): string | undefined {
  const path = id.replaceAll('\\', '/');
  return Object.keys(allServerEdits).find((module) => path.endsWith(`/node_modules/react-router/dist/production/${productionPath(module)}`));
}

/** One of React Router's modules with its edits made; throws when one does not match exactly once. */
export function reactRouterServerModule(module: string, code: string): string {
  return applyExactEdits(code, allServerEdits[module] ?? [], `react-router-server-edits, in react-router/dist/production/${productionPath(module)}`, 'A new React Router? See decision 055 or 056.');
}

/**
 * The Vite plugin: the server build bundles React Router (its own copy: nothing outside the build
 * shares its module state) so that its modules can be edited. The browser build is decision 049's.
 */
export function reactRouterServerEdits(): Plugin {
  const edited = new Set<string>();
  return {
    name: 'haat:react-router-server-edits',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configEnvironment(name, config) {
      if (name !== 'ssr') return;
      const noExternal = config.resolve?.noExternal;
      if (noExternal === true) return;
      config.resolve = { ...config.resolve, noExternal: [...(noExternal === undefined ? [] : Array.isArray(noExternal) ? noExternal : [noExternal]), 'react-router'] };
    },
    buildStart() {
      edited.clear();
    },
    transform(code, id) {
      const module = editedModule(id);
      if (!module) return null;
      edited.add(module);
      return { code: reactRouterServerModule(module, code), map: null };
    },
    buildEnd(error) {
      const missed = Object.keys(allServerEdits).filter((module) => !edited.has(module));
      if (!error && missed.length > 0) this.error(`react-router-server-edits: the server build never bundled ${missed.join(', ')}; is React Router external again? (decision 055)`);
    },
  };
}
