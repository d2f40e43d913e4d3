import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { browserLanguage } from './vite/browser-language.ts';
import { hindiBrowserManifest } from './vite/hindi-browser-manifest.ts';
import { iconsWhereUsed } from './vite/icons-where-used.ts';
import { messagesWhereUsed } from './vite/messages-where-used.ts';
import { preloadOnlyWhatIsMissing } from './vite/preload-only-what-is-missing.ts';
import { reactDomServerWritesText } from './vite/react-dom-server-writes-text.ts';
import { reactRouterBrowserTrim } from './vite/react-router-browser-trim.ts';
import { reactRouterServerEdits } from './vite/react-router-server-edits.ts';
import { rulesByModule } from './vite/rules-by-module.ts';

/**
 * The framework, and the bundler's and Vite's own helpers that every page loads with it (the
 * module runtime, the preload helper): as files of their own they were two more requests and
 * 1.2 kB gzipped on every page, where inside the framework's file they cost a few hundred bytes.
 */
const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/;
const sharedRules = /packages[\\/]shared[\\/]src[\\/]rules[\\/]/;
/**
 * Modules nearly every page runs though the walk below does not reach them: a product card's
 * price (in rupees), name and size rules with the message catalogue they read, a picture's address and the
 * default theme (the root route's, through the API package), and the browser's Store API
 * client's loader (home's later sections, listings, search, the product page, the shopper's
 * changes). Each was a file of its own on those pages, costing more than its code.
 */
const onEveryPage = /packages[\\/]shared[\\/]src[\\/](rules[\\/](pricing|names|money|quantity|messages|message-catalogue)|api[\\/](images|theme))\.ts$|apps[\\/]web[\\/]app[\\/]lib[\\/](browser-store-api|api-error|cookies)\.ts$/;
const webApp = /(apps[\\/]web[\\/]app|packages[\\/]shared[\\/]src[\\/]rules)[\\/]/;
const rootRoute = fileURLToPath(new URL('./app/root.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let shell: { graph: ModuleGraph; ids: Set<string> } | null = null;

/**
 * The modules the root route imports, directly or through other modules of the web app (static
 * imports only). The walk does not go on through the typed API client or a package: the rules the
 * client imports for its own checks would otherwise join the shell and ride on every page,
 * whether or not a page calls the client at first load.
 */
function inShell(id: string, graph: ModuleGraph): boolean {
  if (shell?.graph !== graph) {
    const ids = new Set<string>();
    const queue = [rootRoute];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (ids.has(next)) continue;
      ids.add(next);
      if (webApp.test(next)) queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    shell = { graph, ids };
  }
  return shell.ids.has(id);
}

/**
 * React Router asks for entry chunks with exactly their own exports; grouping modules without
 * their dependencies (below) needs entries that may export a little more, which React Router
 * does not mind: it reads the route exports it knows by name.
 */
function entriesMayGainExports(): Plugin {
  return {
    name: 'haat:entries-may-gain-exports',
    enforce: 'post',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      config.build.rollupOptions = { ...config.build.rollupOptions, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

const preloads = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [preloads.plugin, messagesWhereUsed(browserLanguage()), hindiBrowserManifest(browserLanguage(), fileURLToPath(new URL('.', import.meta.url))), rulesByModule(fileURLToPath(new URL('../../packages/shared/src/rules', import.meta.url))), iconsWhereUsed(fileURLToPath(new URL('./app/components/icons.tsx', import.meta.url))), tailwindcss(), reactRouter(), entriesMayGainExports(), reactRouterBrowserTrim(fileURLToPath(new URL('./app', import.meta.url))), reactDomServerWritesText(), reactRouterServerEdits()],
  // Keep earlier hashed assets when rebuilding: a page already open (or a server still running
  // the previous build) keeps finding the CSS and scripts it links to.
  // The Vite manifest is kept for scripts/build-service-worker.ts, which reads this build's files
  // from it (the folder holds earlier builds' too) and then removes it.
  build: { emptyOutDir: false, manifest: true },
  environments: {
    client: {
      // The build's one language as a constant (app/i18n/build-language.ts): an English page's
      // scripts carry no Hindi-only table, and a Hindi page's no English-only one.
      define: browserLanguage() ? { 'import.meta.env.HAAT_BROWSER_LANGUAGE': JSON.stringify(browserLanguage()) } : {},
      build: {
        modulePreload: { resolveDependencies: preloads.resolveDependencies },
        rolldownOptions: {
          // Constants (the message catalogue's texts, a rule's limits) written where they are used:
          // a module of constants every page imports, the catalogue, then carries only the ones
          // nothing inlined, and every page's first load was 0.8 kB lighter.
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          output: {
            // A page's first load was some 40 small files; a phone on HTTP/1.1 fetches six at a
            // time, so they queued in front of the page's largest picture. Now the framework is
            // one file, and the web app's modules the root route needs (header, footer, shop
            // state: on every page anyway) another, without their dependencies so that nothing a
            // page does not use joins them (decision 035). Browser builds only: on the server,
            // grouping changes the order in which route modules start.
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 20 },
                { name: (id, ctx) => ((webApp.test(id) && inShell(id, ctx)) || onEveryPage.test(id) ? 'shell' : null), debugName: 'shell', priority: 10, includeDependenciesRecursively: false },
                // Any other rule the browser runs: a small file of its own, loaded by the pages that
                // use it. Left to the bundler, a rule the API client also uses (the checkout's, the
                // PIN codes') joined the client's chunk, and a product page loaded 32 kB of zod for it.
                { name: (id) => (sharedRules.test(id) ? `rules-${basename(id, '.ts')}` : null), debugName: 'rules', priority: 5, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our handler, which wraps the React Router build so that
    // apps/server can hand it the Store API's own fetch (see server/handler.ts).
    ssr: { build: { rollupOptions: { input: './server/handler.ts' } } },
  },
});
