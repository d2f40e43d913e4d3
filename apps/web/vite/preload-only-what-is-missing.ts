import type { Plugin, Rolldown } from 'vite';

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * What a lazy `import()` asks the browser to fetch beside its chunk: only the files the page does
 * not have yet.
 *
 * Vite writes, at each `import()` in a chunk, the list of every file the imported chunk needs
 * (`__vite__mapDeps`), and fetches them at once, so that a lazy part comes in one round trip
 * instead of one per level of imports. Most of those files are ones the importing chunk itself
 * imports (the framework, the shell, the route's own chunk), loaded before its code can run at
 * all. Named in every list, they cost every page's first scripts about 0.6 kB (the shell's lists)
 * and a checkout 1.4 kB. Here a list keeps only the files outside the importing chunk's static
 * imports; none left, and the `import()` stands alone.
 *
 * `resolveDependencies` (Vite's `build.modulePreload`) does not see the bundle, so the plugin
 * keeps it from `generateBundle`, which runs before Vite's own (`order: 'pre'`).
 */
export function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Rolldown.OutputBundle | undefined;
  const loadedBefore = new Map<string, Set<string>>();

  /** The chunk and every file it imports statically, at any depth: there before its code runs. */
  const staticClosure = (host: string): Set<string> => {
    const known = loadedBefore.get(host);
    if (known) return known;
    const files = new Set<string>();
    const queue = [host];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (files.has(next)) continue;
      files.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') queue.push(...chunk.imports);
    }
    loadedBefore.set(host, files);
    return files;
  };

  const plugin: Plugin = {
    name: 'haat:preload-only-what-is-missing',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedBefore.clear();
      },
    },
  };

  const resolveDependencies: ResolveDependencies = (file, deps, { hostId, hostType }) => {
    if (hostType !== 'js' || !bundle?.[hostId]) return deps;
    const loaded = staticClosure(hostId);
    const missing = deps.filter((dep) => !loaded.has(dep));
    // The chunk alone: its `import()` fetches it anyway.
    return missing.length === 1 && missing[0] === file ? [] : missing;
  };

  return { plugin, resolveDependencies };
}
