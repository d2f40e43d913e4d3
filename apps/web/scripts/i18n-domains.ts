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
// 3. A plain text message's module is rewritten as one arrow function holding both texts (below).
// 4. The registry's `plural` reuses its Intl.PluralRules: the compiler's makes a new one on every
//    call (about 9 µs), and every page's header counts its cart and wishlist that way.
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

const registryPath = join(out, 'registry.js');
const pluralMade = 'return new Intl.PluralRules(locale, options).select(Number(input))';
const registry = readFileSync(registryPath, 'utf8');
if (!registry.includes(pluralMade)) throw new Error(`${registryPath}: the compiler's plural has changed; see scripts/i18n-domains.ts (4).`);
writeFileSync(registryPath, registry.replace(pluralMade, [
  '// Reused (scripts/i18n-domains.ts): an Intl.PluralRules costs some 60 times its select.',
  '\tconst key = `${locale} ${JSON.stringify(options ?? {})}`;',
  '\tlet rules = pluralRules.get(key);',
  '\tif (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)));',
  '\treturn rules.select(Number(input))',
].join('\n')).replace('/**\n * @param {import("./runtime.js").Locale} locale', '/** @type {Map<string, Intl.PluralRules>} */\nconst pluralRules = new Map();\n\n/**\n * @param {import("./runtime.js").Locale} locale'));

/** `{name}` in a catalogue text: a variable the caller passes. */
const variable = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * A plain text message as one small function holding both languages, in place of the compiler's
 * module for it: that one is about a third larger once minified and gzipped (a function per
 * language and the fallback to the runtime's locale), and a page carries every message it shows.
 * Messages with a selector (plurals) keep the compiled module. Its type declaration stays valid:
 * the call is the same, `(inputs, { locale })`.
 */
function compact(key: string, en: string, hi: string): string | null {
  const literal = (text: string) => {
    const escaped = text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
    const filled = escaped.replace(variable, (_, name: string) => `\${i.${name}}`);
    // Anything else in braces is message syntax this writer does not know: leave it to the compiler.
    if (/[{}]/.test(filled.replace(/\$\{i\.[A-Za-z0-9_]+\}/g, ''))) return null;
    return filled === escaped ? JSON.stringify(text) : `\`${filled}\``;
  };
  const [english, hindi] = [literal(en), literal(hi)];
  if (english === null || hindi === null) return null;
  return `// Written by scripts/i18n-domains.ts in place of the compiler's module: do not edit.\nexport const ${key} = (i, o) => (o?.locale === 'hi' ? ${hindi} : ${english});\n`;
}

const read = (domain: string, locale: string): Record<string, unknown> => JSON.parse(readFileSync(join(domains, domain, `${locale}.json`), 'utf8'));
rmSync(barrels, { recursive: true, force: true });
mkdirSync(barrels, { recursive: true });
for (const domain of readdirSync(domains).sort()) {
  const [en, hi] = [read(domain, 'en'), read(domain, 'hi')];
  const keys = Object.keys(en).filter((key) => key !== '$schema').sort();
  for (const key of keys) {
    const [english, hindi] = [en[key], hi[key]];
    const written = typeof english === 'string' && typeof hindi === 'string' ? compact(key, english, hindi) : null;
    if (written) writeFileSync(join(out, 'messages', `${key}.js`), written);
  }
  // Re-exports only: each message stays its own module, so the build puts it in the chunks of the
  // pages that call it. Code written here would make the domain module one piece that every page
  // using any of its messages loads whole.
  const lines = keys.map((key) => `export { ${key} } from '../paraglide/messages/${key}.js';`);
  writeFileSync(join(barrels, `${domain}.ts`), `// Written by scripts/i18n-domains.ts from messages/${domain}/en.json: do not edit.\n${lines.join('\n')}\n`);
}
