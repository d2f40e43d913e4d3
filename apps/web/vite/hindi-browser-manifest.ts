import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { BrowserLanguage } from './messages-where-used.ts';

const id = 'virtual:haat/hindi-browser-manifest';
const resolved = `\0${id}`;

/** Where scripts/build.ts keeps the Hindi browser build's React Router manifest for the English build to take in. */
export const hindiManifestFile = (webDir: string) => join(webDir, 'build/hi/browser-manifest.json');

/**
 * `virtual:haat/hindi-browser-manifest` (decision 047): in the English build, made second, the
 * React Router manifest of the Hindi browser build made just before it, so the server bundle holds
 * both and cannot be paired with another build's; `null` in any other build (the dev server, a
 * bare `react-router build`), whose browser code holds both languages.
 */
export function hindiBrowserManifest(language: BrowserLanguage, webDir: string): Plugin {
  return {
    name: 'haat:hindi-browser-manifest',
    resolveId: (source) => (source === id ? resolved : null),
    load(loaded) {
      if (loaded !== resolved) return null;
      if (language !== 'en') return 'export default null;';
      const file = hindiManifestFile(webDir);
      let json: string;
      try {
        json = readFileSync(file, 'utf8');
      } catch {
        throw new Error(`${file} is missing: the English browser build comes after the Hindi one (npm run build, scripts/build.ts).`);
      }
      return `export default ${json};`;
    },
  };
}
