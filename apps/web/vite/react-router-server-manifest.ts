import type { Plugin } from 'vite';
import { applyExactEdits, type ExactEdit } from './exact-edits.ts';

/** The module whose `<Scripts>` writes the page's route discovery manifest (React Router 8). */
const scriptsModule = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]ssr[\\/]components\.js$/;

/**
 * React Router's `<Scripts>` writes, into every page, the manifest of the routes the browser needs
 * first: the page's own, and those matching each shorter address above it (`/product` for
 * `/product/saree-b2`). It found those by matching each such address against every route,
 * compiling each route's pattern anew, and wrote the result as indented JSON: about a twentieth
 * of a render worker's time on a product page (decision 055). The text depends only on the build's
 * manifest, the page's routes and the routes of the addresses above it, so the server keeps it:
 * per manifest (each language's build has its own), the routes of each address above a page (at
 * most 1,000 addresses, then it starts again) and the text for each set of routes.
 */
export const serverManifestEdits: ExactEdit[] = [
  {
    from: 'JSON.stringify(getPartialManifest(manifest, router), null, 2)',
    to: 'partialManifestText(manifest, router)',
  },
  {
    from: /\n\/\/#endregion\nexport \{ CRITICAL_CSS_DATA_ATTRIBUTE,/,
    to: `
// Added by the storefront's build (vite/react-router-server-manifest.ts, decision 055).
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
];

/** React Router's `<Scripts>` module with the edits made; throws when one does not match exactly once. */
export function reactRouterKeepingManifest(code: string): string {
  return applyExactEdits(code, serverManifestEdits, 'react-router-server-manifest, in react-router/dist/production/lib/dom/ssr/components.js', 'A new React Router? See decision 055.');
}

/**
 * The Vite plugin: the server build bundles React Router (its own copy: nothing outside the build
 * shares its module state) so that `<Scripts>` can be edited. The browser build is decision 049's.
 */
export function reactRouterServerManifest(): Plugin {
  let edited = false;
  return {
    name: 'haat:react-router-server-manifest',
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
      edited = false;
    },
    transform(code, id) {
      if (!scriptsModule.test(id)) return null;
      edited = true;
      return { code: reactRouterKeepingManifest(code), map: null };
    },
    buildEnd(error) {
      if (!error && !edited) this.error('react-router-server-manifest: the server build never bundled React Router\'s <Scripts>; is React Router external again? (decision 055)');
    },
  };
}
