// After `paraglide-js compile` (the `i18n` script, decision 045), two things the compiler does not
// do for us:
//
// 1. One module per domain (app/i18n/m/<domain>.ts) re-exporting that domain's messages. The
//    compiler's own index re-exports every message, and the build's shell chunk takes everything
//    the root route reaches through static imports (vite.config.ts): through that index, home's
//    and every page's messages would ride in the shell. A component imports its domain's module
//    (`import * as m from '../i18n/m/home.ts'`) and so reaches only those.
// 2. Messages always get the page's language passed (`{ locale }`), so their fallback to the
//    runtime's getLocale (cookie, URL and storage strategies, some 2 kB of script on every page)
//    is never taken: the messages import a two-line stand-in instead.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const i18n = join(import.meta.dirname, '../app/i18n');
const out = process.argv[2] ?? join(i18n, 'paraglide');
const domains = join(i18n, 'messages');
const barrels = process.argv[3] ?? join(i18n, 'm');

const runtimeImport = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
for (const file of readdirSync(join(out, 'messages'))) {
  if (!file.endsWith('.js') || file === '_index.js') continue;
  const path = join(out, 'messages', file);
  const text = readFileSync(path, 'utf8');
  if (text.includes(runtimeImport)) writeFileSync(path, text.replace(runtimeImport, "import { getLocale, experimentalStaticLocale } from '../../message-locale.js';"));
}

rmSync(barrels, { recursive: true, force: true });
mkdirSync(barrels, { recursive: true });
for (const domain of readdirSync(domains).sort()) {
  const keys = Object.keys(JSON.parse(readFileSync(join(domains, domain, 'en.json'), 'utf8'))).filter((key) => key !== '$schema').sort();
  const lines = keys.map((key) => `export { ${key} } from '../paraglide/messages/${key}.js';`);
  writeFileSync(join(barrels, `${domain}.ts`), `// Written by scripts/i18n-domains.ts from messages/${domain}/en.json: do not edit.\n${lines.join('\n')}\n`);
}
