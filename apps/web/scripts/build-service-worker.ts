// Runs after `react-router build` (apps/web's `npm run build`): builds the offline page and the
// service worker (decision 043) into build/client, beside the storefront's own files.
//
// The build folder keeps earlier builds' hashed files (vite.config.ts: emptyOutDir false), so the
// files to precache are taken from this build's Vite manifest, never from a look at the folder.
import fs from 'node:fs';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build, type Rollup } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(web, 'build/client');
const viteManifestFile = path.join(clientDir, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files every page loads: the client entry and the root route, with the chunks they import
 * statically, their CSS and their assets (the icon sprite). A page's own route files are kept by
 * the worker when first used, so a new build never makes a phone download every page's code.
 */
export function shellFiles(manifest: Record<string, ManifestChunk>, entries: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const entry of entries) {
    if (!manifest[entry]) throw new Error(`The client build's manifest has no ${entry}: has the app's entry moved?`);
    walk(entry);
  }
  return [...files].sort();
}

function outputFiles(result: Awaited<ReturnType<typeof build>>): string[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output.map((file) => file.fileName));
}

/** The Vite manifests of this build's browser halves (decision 047): English, and Hindi when it was built. */
const viteManifestFiles = [viteManifestFile, path.join(web, 'build/hi/client/.vite/manifest.json')];

async function main(): Promise<void> {
  if (!fs.existsSync(viteManifestFile)) throw new Error(`${viteManifestFile} is missing: run react-router build first (vite.config.ts sets build.manifest).`);
  // Both languages' shells: a shop's visitors read either, and the offline page serves both.
  const shell = [...new Set(viteManifestFiles.filter((file) => fs.existsSync(file)).flatMap((file) => {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    return shellFiles(manifest, ['app/entry.client.tsx', 'app/root.tsx?__react-router-build-client-route']);
  }))].sort();
  // Read, and gone: web-assets.ts serves every file of the client folder outside /assets.
  for (const file of viteManifestFiles) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  fs.rmSync(path.join(web, 'build/server/.vite'), { recursive: true, force: true });

  // The offline page: plain HTML with its own small script and stylesheet, no React.
  const offline = await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(web, 'app/pwa'),
    base: '/',
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      rolldownOptions: { input: path.join(web, 'app/pwa/offline.html') },
    },
  });
  const offlineFiles = outputFiles(offline);
  if (!offlineFiles.includes('offline.html')) throw new Error(`The offline page was built as ${offlineFiles.join(', ')}, not offline.html`);

  // The worker, one classic script, then the precache list injected into it.
  const workerDir = fs.mkdtempSync(path.join(web, 'build/.sw-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: web,
      build: {
        outDir: workerDir,
        emptyOutDir: false,
        minify: true,
        rolldownOptions: { input: path.join(web, 'sw/sw.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
      },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(workerDir, 'sw.js'),
      swDest: path.join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: [...shell, ...offlineFiles],
      // Hashed names need no revision of their own; offline.html gets one from its content.
      dontCacheBustURLsMatching: /^assets\//,
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} kB`);
  } finally {
    fs.rmSync(workerDir, { recursive: true, force: true });
  }
}

// Run as a script; a test imports shellFiles alone.
if (import.meta.main) await main();
