// The storefront's build (apps/web's `npm run build`, after the messages are compiled): one
// browser build per language (decision 047), then the service worker.
//
// 1. The Hindi build, into build/hi: only its browser files are kept. They join build/client/assets
//    (hashed names: a file both builds make is the same file), and its React Router manifest is
//    kept as build/hi/browser-manifest.json.
// 2. The English build, into build: its server bundle takes that manifest in
//    (vite/hindi-browser-manifest.ts) and sends a page in Hindi with the Hindi build's scripts.
// 3. The service worker (scripts/build-service-worker.ts), which precaches both builds' shells.
//
// English is built last so that build/server/index.js, which scripts/build-if-stale.ts dates
// the build by, is written only once the Hindi half it points to is in place.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hindiManifestFile } from '../vite/hindi-browser-manifest.ts';

const web = path.resolve(import.meta.dirname, '..');
const hindiDir = path.join(web, 'build/hi');

function reactRouterBuild(language: 'en' | 'hi'): void {
  // React Router's own command line, wherever npm installed it.
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')), 'bin.cjs');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: web, stdio: 'inherit', env: { ...process.env, HAAT_BROWSER_LANGUAGE: language } });
  if (result.status !== 0) throw new Error(`The ${language === 'hi' ? 'Hindi' : 'English'} build failed (see above).`);
}

/** The manifest React Router wrote for the browser (`window.__reactRouterManifest=…;`), as JSON. */
export function browserManifestJson(script: string): string {
  const prefix = 'window.__reactRouterManifest=';
  if (!script.startsWith(prefix)) throw new Error('React Router wrote its browser manifest in a form this build does not know.');
  const json = script.slice(prefix.length).trim().replace(/;$/, '');
  JSON.parse(json);
  return json;
}

function keepHindiBrowserBuild(): void {
  const assets = path.join(hindiDir, 'client/assets');
  const manifests = fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (manifests.length !== 1) throw new Error(`The Hindi build made ${manifests.length} browser manifests, not one.`);
  fs.writeFileSync(hindiManifestFile(web), browserManifestJson(fs.readFileSync(path.join(assets, manifests[0]!), 'utf8')));
  const shared = path.join(web, 'build/client/assets');
  fs.mkdirSync(shared, { recursive: true });
  for (const name of fs.readdirSync(assets)) {
    const target = path.join(shared, name);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(assets, name), target);
  }
  // The Hindi server bundle is never run: the English one renders both languages. Its browser
  // files are served from build/client now; only its Vite manifest stays, for the service worker.
  fs.rmSync(path.join(hindiDir, 'server'), { recursive: true, force: true });
  fs.rmSync(assets, { recursive: true, force: true });
}

if (import.meta.main) {
  fs.rmSync(hindiDir, { recursive: true, force: true });
  reactRouterBuild('hi');
  keepHindiBrowserBuild();
  reactRouterBuild('en');
}
