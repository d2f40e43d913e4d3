import fs from 'node:fs';
import type { Plugin } from 'vite';
import { applyExactEdits, type ExactEdit } from './exact-edits.ts';

/**
 * Takes out of the browser build the React Router code this storefront cannot run (decision 049):
 * about 5 kB gzipped of every page's first scripts. The bundler keeps that code because React
 * Router chooses it at run time, from data this app never gives it. Each edit is an exact
 * replacement in one of react-router's production files, and must match exactly once: a React
 * Router release that moves the code stops the build (and `test/react-router-browser-trim.test.ts`)
 * instead of shipping a half-edited router. Then look again at what each edit removes, or drop it.
 */
export interface TrimEdit extends ExactEdit {
  /** Which of react-router's files (its path under dist/production/lib/). */
  file: string;
}

export interface TrimGroup {
  why: string;
  edits: TrimEdit[];
}

export const trimGroups: TrimGroup[] = [
  {
    why: 'Custom route discovery starts only with future.unstable_customRouteDiscovery, which react-router.config.ts does not set (checked below).',
    edits: [
      { file: 'dom-export/hydrated-router.js', from: 'let discoveryRuntime = ssrInfo.context.future.unstable_customRouteDiscovery ? new UNSAFE_RouteDiscoveryRuntime(ssrInfo, { fetch: fetchImplementation }) : void 0;', to: 'let discoveryRuntime = void 0;' },
      { file: 'dom-export/hydrated-router.js', from: 'patchRoutesOnNavigation: discoveryRuntime ? UNSAFE_getCustomPatchRoutesOnNavigationFunction(() => router, discoveryRuntime) : UNSAFE_getPatchRoutesOnNavigationFunction(', to: 'patchRoutesOnNavigation: UNSAFE_getPatchRoutesOnNavigationFunction(' },
      { file: 'dom-export/hydrated-router.js', from: 'if (discoveryRuntime) discoveryState = UNSAFE_useCustomRouteDiscovery(discoveryRuntime, props.onError);\n\telse UNSAFE_useFogOFWarDiscovery(', to: 'UNSAFE_useFogOFWarDiscovery(' },
    ],
  },
  {
    why: 'Instrumentation runs only for <HydratedRouter instrumentations>, which app/entry.client.tsx does not pass (checked below).',
    edits: [
      { file: 'router/router.js', from: 'if (init.instrumentations) {\n\t\tlet instrumentations = init.instrumentations;', to: 'if (false) {\n\t\tlet instrumentations = init.instrumentations;' },
      { file: 'router/router.js', from: 'if (init.instrumentations) router = instrumentClientSideRouter(', to: 'if (false) router = instrumentClientSideRouter(' },
      { file: 'router/router.js', from: 'let instrumentationNavigateMetaReceiver = consumeInstrumentationClientResultMetaReceiver(router);', to: 'let instrumentationNavigateMetaReceiver = void 0;' },
      { file: 'router/router.js', from: 'let instrumentationResultMetaReceiver = consumeInstrumentationClientResultMetaReceiver(router);', to: 'let instrumentationResultMetaReceiver = void 0;' },
    ],
  },
  {
    why: 'NavLink is imported nowhere; its forwardRef call and displayName write kept it in the bundle.',
    edits: [
      { file: 'dom/lib.js', from: 'const NavLink = React$1.forwardRef(', to: 'const NavLink = /* @__PURE__ */ React$1.forwardRef(' },
      { file: 'dom/lib.js', from: 'NavLink.displayName = "NavLink";', to: '' },
    ],
  },
  {
    why: "<Scripts> writes the module script's and the context's text only on the server (isStatic, staticContext); the browser renders a space, which is what these lines become.",
    edits: [
      { file: 'dom/ssr/components.js', from: /let routeModulesScript = !isStatic \? " " : `[\s\S]*?import\(\$\{JSON\.stringify\(manifest\.entry\.module\)\}\);`;/, to: 'let routeModulesScript = " ";' },
      { file: 'dom/ssr/components.js', from: /let contextScript = staticContext \? `[^`]*` : " ";/, to: 'let contextScript = " ";' },
    ],
  },
  {
    why: 'The storefront is not a React Server Components app: no RSCRouterContext is ever provided in the browser, so these read false.',
    edits: [
      { file: 'hooks.js', from: 'if (this.context && typeof error === "object" && error && "digest" in error', to: 'if (false && typeof error === "object" && error && "digest" in error' },
      { file: 'hooks.js', from: 'if (this.context) return /* @__PURE__ */ React$1.createElement(RSCErrorHandler, { error }, result);', to: '' },
      { file: 'dom/ssr/components.js', from: 'let rsc = useIsRSCRouterContext();', to: 'let rsc = false;' },
      { file: 'dom/ssr/components.js', from: 'let isRSCRouterContext = useIsRSCRouterContext();', to: 'let isRSCRouterContext = false;' },
      { file: 'components.js', from: 'useTransitions = useIsRSCRouterContext() || useTransitions;', to: '' },
    ],
  },
  {
    why: "React Router's own error and loading screens stand in for a root route without an ErrorBoundary or HydrateFallback. The root route has its ErrorBoundary, so every error lands on a route with one; and no page hydrates with a fallback (no clientLoader.hydrate, no SPA mode), all checked below.",
    edits: [
      { file: 'dom/ssr/routes.js', from: ': route.id === "root" ? RemixRootDefaultHydrateFallback : void 0;', to: ': void 0;' },
      { file: 'dom/ssr/routes.js', from: ': route.id === "root" ? () => /* @__PURE__ */ React$1.createElement(RemixRootDefaultErrorBoundary, { error: useRouteError() }) : void 0;', to: ': void 0;' },
      { file: 'hooks.js', from: 'errorElement = match.route.errorElement || defaultErrorElement;', to: 'errorElement = match.route.errorElement;' },
    ],
  },
];

const productionLib = /react-router[\\/]dist[\\/]production[\\/]lib[\\/](.+)$/;

/**
 * `code` (react-router's file at `file`, its path under dist/production/lib/) with this file's
 * edits made; throws when one does not match exactly once.
 */
export function trimReactRouterFile(file: string, code: string): string {
  const edits = trimGroups.flatMap((group) => group.edits).filter((edit) => edit.file === file);
  return applyExactEdits(code, edits, `react-router-browser-trim, in react-router's ${file}`, 'A new React Router? See decision 049.');
}

/** The files the edits touch, each once. */
export const trimmedFiles = [...new Set(trimGroups.flatMap((group) => group.edits.map((edit) => edit.file)))];

/**
 * Stops the build if the app starts using what the edits take out: the config's custom route
 * discovery or SPA mode, instrumentations passed by the browser entry, a root route without its
 * ErrorBoundary, or a route that hydrates with its fallback.
 */
export function checkAppDoesNotUseTrimmed(appDir: string): void {
  const config = fs.readFileSync(new URL('../react-router.config.ts', import.meta.url), 'utf8');
  const entry = fs.readFileSync(`${appDir}/entry.client.tsx`, 'utf8');
  const root = fs.readFileSync(`${appDir}/root.tsx`, 'utf8');
  const refuse = (what: string) => { throw new Error(`react-router-browser-trim: ${what}, which the trim takes out of the browser build (decision 049).`); };
  if (/unstable_customRouteDiscovery/.test(config)) refuse('react-router.config.ts sets custom route discovery');
  if (/ssr:\s*false/.test(config)) refuse('react-router.config.ts turns server rendering off (SPA mode): pages would hydrate with the default fallback');
  if (/instrumentations/.test(entry)) refuse('entry.client.tsx passes instrumentations');
  if (!/^export function ErrorBoundary\b/m.test(root)) refuse("root.tsx has no ErrorBoundary: errors would need React Router's own screens");
  for (const file of fs.readdirSync(`${appDir}/routes`, { recursive: true, encoding: 'utf8' })) {
    if (/\.tsx?$/.test(file) && /\.hydrate\s*=|\bHydrateFallback\b/.test(fs.readFileSync(`${appDir}/routes/${file}`, 'utf8'))) refuse(`routes/${file} hydrates with a fallback`);
  }
}

/** The Vite plugin: the browser build only (the server's React Router is left whole, and dev serves React Router as it is). */
export function reactRouterBrowserTrim(appDir: string): Plugin {
  const edited = new Set<string>();
  return {
    name: 'haat:react-router-browser-trim',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      checkAppDoesNotUseTrimmed(appDir);
      edited.clear();
    },
    transform(code, id) {
      const file = productionLib.exec(id)?.[1]?.replaceAll('\\', '/');
      if (file === undefined || !trimmedFiles.includes(file)) return null;
      edited.add(file);
      return { code: trimReactRouterFile(file, code), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missed = trimmedFiles.filter((file) => !edited.has(file));
      if (missed.length > 0) this.error(`react-router-browser-trim: the browser build never loaded react-router's ${missed.join(', ')}; did React Router move its files? (decision 049)`);
    },
  };
}
