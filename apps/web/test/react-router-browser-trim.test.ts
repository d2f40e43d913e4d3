import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAppDoesNotUseTrimmed, trimGroups, trimmedFiles, trimReactRouterFile } from '../vite/react-router-browser-trim.ts';

// Decision 049: the browser build leaves out React Router code this app cannot run, by exact
// edits of react-router's production files. Each must match the installed React Router once, so
// an upgrade that moves the code fails here (and the build) before a browser ever sees it.

const require = createRequire(import.meta.url);
const productionLib = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/lib');
const installed = (file: string) => readFileSync(path.join(productionLib, file), 'utf8');

describe('the installed React Router', () => {
  it.each(trimmedFiles)('takes every edit of %s exactly once', (file) => {
    const code = installed(file);
    const trimmed = trimReactRouterFile(file, code);
    for (const edit of trimGroups.flatMap((group) => group.edits).filter((e) => e.file === file)) {
      if (typeof edit.from === 'string') expect(trimmed).not.toContain(edit.from);
      else expect(trimmed).not.toMatch(edit.from);
    }
  });

  it('keeps what the app runs: the route discovery it uses, the router, <Scripts>', () => {
    const hydrated = trimReactRouterFile('dom-export/hydrated-router.js', installed('dom-export/hydrated-router.js'));
    expect(hydrated).toContain('UNSAFE_useFogOFWarDiscovery(');
    expect(hydrated).toContain('patchRoutesOnNavigation: UNSAFE_getPatchRoutesOnNavigationFunction(');
    expect(hydrated).not.toContain('UNSAFE_useCustomRouteDiscovery(');
    const components = trimReactRouterFile('dom/ssr/components.js', installed('dom/ssr/components.js'));
    expect(components).toContain('let routeModulesScript = " ";');
    expect(components).toContain('function Scripts(');
  });
});

describe('trimReactRouterFile', () => {
  it('refuses a file where an edit\'s text is missing or found twice, naming the file', () => {
    const code = installed('dom/lib.js');
    expect(() => trimReactRouterFile('dom/lib.js', code.replace('NavLink.displayName = "NavLink";', ''))).toThrow(/dom\/lib\.js: expected .* found it 0 times/);
    expect(() => trimReactRouterFile('dom/lib.js', `${code}\nNavLink.displayName = "NavLink";`)).toThrow(/found it 2 times/);
  });

  it('leaves a file it has no edit for as it is', () => {
    expect(trimReactRouterFile('router/utils.js', 'const a = 1;')).toBe('const a = 1;');
  });
});

describe('the app the trim is made for', () => {
  const app = fileURLToPath(new URL('../app', import.meta.url));

  it('uses nothing the edits take out', () => {
    expect(() => checkAppDoesNotUseTrimmed(app)).not.toThrow();
  });

  it('stops the build for a root route without its ErrorBoundary, or a route that hydrates with a fallback', () => {
    const copy = (root: string, route: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'haat-trim-'));
      mkdirSync(path.join(dir, 'routes'));
      writeFileSync(path.join(dir, 'entry.client.tsx'), readFileSync(path.join(app, 'entry.client.tsx')));
      writeFileSync(path.join(dir, 'root.tsx'), root);
      writeFileSync(path.join(dir, 'routes/page.tsx'), route);
      return dir;
    };
    const root = readFileSync(path.join(app, 'root.tsx'), 'utf8');
    expect(() => checkAppDoesNotUseTrimmed(copy(root, 'export default function Page() {}'))).not.toThrow();
    expect(() => checkAppDoesNotUseTrimmed(copy(root.replace('export function ErrorBoundary', 'function ErrorBoundary'), ''))).toThrow(/no ErrorBoundary/);
    expect(() => checkAppDoesNotUseTrimmed(copy(root, 'clientLoader.hydrate = true as const;'))).toThrow(/routes\/page\.tsx hydrates with a fallback/);
  });
});
