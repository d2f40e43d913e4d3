import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimGroups, trimmedFiles, trimReactRouterFile } from '../vite/react-router-browser-trim.ts';

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
    expect(() => trimReactRouterFile('dom/lib.js', code.replace('NavLink.displayName = "NavLink";', ''))).toThrow(/dom\/lib\.js, found it 0 times/);
    expect(() => trimReactRouterFile('dom/lib.js', `${code}\nNavLink.displayName = "NavLink";`)).toThrow(/found it 2 times/);
  });

  it('leaves a file it has no edit for as it is', () => {
    expect(trimReactRouterFile('router/utils.js', 'const a = 1;')).toBe('const a = 1;');
  });
});
